package loadlab.reports.sidecar;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The server usage file: a comment line {@code # pid=<pid> cores=<n>}, the header
 * {@code epoch_ms,cpu_seconds,rss_bytes}, then one line per sample; {@code cpu_seconds} is
 * cumulative process CPU time, {@code rss_bytes} is empty when unknown.
 */
public final class UsageCsv {
    public static final String HEADER = "epoch_ms,cpu_seconds,rss_bytes";
    private static final Pattern COMMENT = Pattern.compile("#\\s*pid=(\\d+)\\s+cores=(\\d+)\\s*");

    private UsageCsv() {
    }

    public static String comment(long pid, int cores) {
        return "# pid=" + pid + " cores=" + cores;
    }

    public static String line(UsageSample sample) {
        return String.format(Locale.ROOT, "%d,%.3f,%s", sample.epochMillis(), sample.cpuSeconds(),
                sample.hasRss() ? Long.toString(sample.rssBytes()) : "");
    }

    public static ServerUsage read(Path file) {
        try {
            return parse(Files.readAllLines(file), file.toString());
        } catch (IOException e) {
            throw new UncheckedIOException("could not read " + file, e);
        }
    }

    static ServerUsage parse(List<String> lines, String source) {
        if (lines.size() < 2) {
            throw new IllegalArgumentException(source + ": expected '# pid=.. cores=..' and a header");
        }
        Matcher comment = COMMENT.matcher(lines.get(0).trim());
        if (!comment.matches()) {
            throw new IllegalArgumentException(source + ": first line must be '# pid=<pid> cores=<n>', got '"
                    + lines.get(0) + "'");
        }
        if (!lines.get(1).trim().equals(HEADER)) {
            throw new IllegalArgumentException(source + ": second line must be '" + HEADER + "'");
        }
        List<UsageSample> samples = new ArrayList<>();
        for (int i = 2; i < lines.size(); i++) {
            String text = lines.get(i).trim();
            if (!text.isEmpty() && !text.startsWith("#")) {
                samples.add(sample(text, source, i + 1));
            }
        }
        return new ServerUsage(Long.parseLong(comment.group(1)), Integer.parseInt(comment.group(2)), samples);
    }

    private static UsageSample sample(String text, String source, int lineNumber) {
        String[] fields = text.split(",", -1);
        if (fields.length != 3) {
            throw new IllegalArgumentException(source + ":" + lineNumber + ": expected 3 fields, got '" + text + "'");
        }
        try {
            long rss = fields[2].isBlank() ? -1 : Long.parseLong(fields[2].trim());
            return new UsageSample(Long.parseLong(fields[0].trim()), Double.parseDouble(fields[1].trim()), rss);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(source + ":" + lineNumber + ": not a sample: '" + text + "'", e);
        }
    }
}
