package loadlab.reports.sidecar;

import java.nio.file.Path;
import loadlab.reports.json.Json;

/** The files found for one sidecar key; either may be null (a run without a sampler has no CSV). */
public record SidecarFiles(SidecarKey key, Path json, Path usageCsv) {

    public RunSidecar readSidecar() {
        return json == null ? null : Json.read(json, RunSidecar.class);
    }

    public ServerUsage readUsage() {
        return usageCsv == null ? null : UsageCsv.read(usageCsv);
    }
}
