package loadlab.gatling.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * One command line as README.md or a page of docs/ gives it: from a shell code block (continued lines
 * joined, the trailing comment dropped, {@code a && b} split in two) or from an inline code span that
 * starts with {@code mvn }. Its words are split as a shell would split them (quotes removed).
 *
 * @param file  the file, relative to the project root
 * @param line  the line it starts on, 1-based
 * @param text  the command as written, comment dropped
 * @param words its words
 */
record DocCommand(String file, int line, String text, List<String> words) {
    private static final Pattern FENCE = Pattern.compile("^```(\\w*)\\s*$");
    private static final Pattern INLINE = Pattern.compile("`(mvn [^`]+)`");
    private static final List<String> SHELL = List.of("sh", "bash", "shell");

    DocCommand {
        words = List.copyOf(words);
    }

    /** Every command in README.md and docs/*.md, in file order. */
    static List<DocCommand> all(Path root) {
        List<Path> files = new ArrayList<>(List.of(root.resolve("README.md")));
        try (Stream<Path> docs = Files.list(root.resolve("docs"))) {
            docs.filter(file -> file.toString().endsWith(".md")).sorted().forEach(files::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<DocCommand> commands = new ArrayList<>();
        for (Path file : files) {
            try {
                commands.addAll(of(root.relativize(file).toString(), Files.readAllLines(file)));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return commands;
    }

    /** The commands of one Markdown file's lines. */
    static List<DocCommand> of(String file, List<String> lines) {
        List<DocCommand> commands = new ArrayList<>();
        boolean inBlock = false;
        boolean shell = false;
        StringBuilder pending = new StringBuilder();
        int pendingLine = 0;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            Matcher fence = FENCE.matcher(line.strip());
            if (fence.matches()) {
                inBlock = !inBlock;
                shell = inBlock && SHELL.contains(fence.group(1));
                continue;
            }
            if (inBlock) {
                if (!shell) {
                    continue;
                }
                String code = uncommented(line).strip();
                if (pending.isEmpty()) {
                    pendingLine = i + 1;
                }
                if (code.endsWith("\\")) {
                    pending.append(code, 0, code.length() - 1).append(' ');
                    continue;
                }
                pending.append(code);
                split(file, pendingLine, pending.toString().strip(), commands);
                pending.setLength(0);
            } else {
                Matcher inline = INLINE.matcher(line);
                while (inline.find()) {
                    split(file, i + 1, inline.group(1), commands);
                }
            }
        }
        return commands;
    }

    /** The project's command: its first word, after any VAR=value assignments. */
    String program() {
        return words.stream().filter(word -> !word.matches("[A-Z_]+=.*")).findFirst().orElse("");
    }

    @Override
    public String toString() {
        return file + ":" + line + ": " + text;
    }

    private static void split(String file, int line, String text, List<DocCommand> commands) {
        for (String part : text.split("\\s&&\\s")) {
            String command = part.strip().replaceAll("\\s+", " ");
            if (!command.isEmpty()) {
                commands.add(new DocCommand(file, line, command, words(command)));
            }
        }
    }

    /** The line without a {@code #} comment that starts outside quotes after a space. */
    private static String uncommented(String line) {
        char quote = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quote != 0) {
                quote = c == quote ? 0 : quote;
            } else if (c == '\'' || c == '"') {
                quote = c;
            } else if (c == '#' && (i == 0 || Character.isWhitespace(line.charAt(i - 1)))) {
                return line.substring(0, i);
            }
        }
        return line;
    }

    /** Words split at unquoted whitespace, quotes removed; a {@code <placeholder with spaces>} stays one word. */
    static List<String> words(String command) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean any = false;
        char quote = 0;
        boolean angle = false;
        for (char c : command.toCharArray()) {
            if (c == '<' && quote == 0) {
                angle = true;
            } else if (c == '>' && angle) {
                angle = false;
            }
            if (angle && Character.isWhitespace(c)) {
                word.append(c);
            } else if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                any = true;
            } else if (Character.isWhitespace(c)) {
                if (any || !word.isEmpty()) {
                    words.add(word.toString());
                }
                word.setLength(0);
                any = false;
            } else {
                word.append(c);
            }
        }
        if (any || !word.isEmpty()) {
            words.add(word.toString());
        }
        return words;
    }
}
