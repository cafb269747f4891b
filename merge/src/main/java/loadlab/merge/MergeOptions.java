package loadlab.merge;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import loadlab.record.CommandArguments;

/** The merge command's settings, typed, over its {@link CommandArguments}. */
record MergeOptions(CommandArguments arguments) {

    /** The runs to merge: {@code runs}, comma-separated run folders, or folders holding run folders. */
    List<Path> runs() {
        List<Path> runs = arguments.get("runs").stream()
                .flatMap(list -> Arrays.stream(list.split(",")))
                .map(String::trim)
                .filter(path -> !path.isEmpty())
                .map(arguments::resolve)
                .toList();
        if (runs.isEmpty()) {
            throw new IllegalArgumentException(
                    "runs=<run folder>,<run folder>,... (or a folder holding run folders) is required");
        }
        return runs;
    }

    /** Where the merged run folder goes: {@code out}, a folder that does not exist yet. */
    Path out() {
        return arguments.get("out").map(arguments::resolve)
                .orElseThrow(() -> new IllegalArgumentException("out=<new run folder> is required"));
    }

    /** The split checks a merge passes over: {@code allowMismatch}, {@code true} for every one or their names. */
    Set<SplitCheck> allowMismatch() {
        return SplitCheck.parse(arguments.get(SplitCheck.OVERRIDE).orElse(""));
    }
}
