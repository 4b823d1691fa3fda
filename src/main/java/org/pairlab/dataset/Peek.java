package org.pairlab.dataset;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/** Small, bounded reads for format detection: the first records of a JSON file, the first line, a folder listing. */
final class Peek {
    /** Detection never reads more than this many characters of a line. */
    private static final int MAX_LINE = 1 << 20;

    private Peek() {
    }

    /** The top-level fields of a JSON object and the first element of each top-level array. */
    record JsonHead(List<String> fields, Map<String, JsonNode> firstOf) {
        boolean has(String field) {
            return fields.contains(field);
        }

        /** The first element of array {@code field}, or a missing node. */
        JsonNode first(String field) {
            JsonNode n = firstOf.get(field);
            return n == null ? com.fasterxml.jackson.databind.node.MissingNode.getInstance() : n;
        }
    }

    /** Reads the head of a JSON object file, or empty when the file does not start with a JSON object. */
    static Optional<JsonHead> json(Path file) {
        try (JsonParser p = JsonFiles.FACTORY.createParser(file.toFile())) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                return Optional.empty();
            }
            List<String> fields = new ArrayList<>();
            Map<String, JsonNode> firsts = new HashMap<>();
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String f = p.currentName();
                fields.add(f);
                JsonToken t = p.nextToken();
                if (t == JsonToken.START_ARRAY && (f.equals("images") || f.equals("annotations"))) {
                    if (p.nextToken() != JsonToken.END_ARRAY) {
                        firsts.put(f, JsonFiles.MAPPER.readTree(p));
                    }
                    if (firsts.containsKey("images") && firsts.containsKey("annotations")) {
                        // Enough to tell the layouts apart; a large file is not read to its end.
                        break;
                    }
                    p.skipChildren();
                    if (p.currentToken() != JsonToken.END_ARRAY) {
                        skipRestOfArray(p);
                    }
                } else {
                    p.skipChildren();
                }
            }
            return Optional.of(new JsonHead(List.copyOf(fields), firsts));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    private static void skipRestOfArray(JsonParser p) throws IOException {
        JsonToken t;
        while ((t = p.nextToken()) != null && t != JsonToken.END_ARRAY) {
            p.skipChildren();
        }
    }

    /** The first non-blank line of a UTF-8 text file (at most 1 M characters), or empty. */
    static Optional<String> firstLine(Path file) {
        return lines(file, 1).stream().findFirst();
    }

    /** Up to {@code n} non-blank lines from the start of a UTF-8 text file; none when it is not valid UTF-8. */
    static List<String> lines(Path file, int n) {
        List<String> out = new ArrayList<>();
        var decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT);
        try (BufferedReader r = new BufferedReader(new InputStreamReader(Files.newInputStream(file), decoder))) {
            String line;
            int chars = 0;
            while (out.size() < n && (line = r.readLine()) != null) {
                chars += line.length();
                if (chars > MAX_LINE) {
                    break;
                }
                if (!line.isBlank()) {
                    out.add(line.strip().replace("\uFEFF", ""));
                }
            }
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
        return out;
    }

    /** Regular files directly in {@code dir}, sorted by name. */
    static List<Path> files(Path dir) {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(Files::isRegularFile).sorted().toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    /** Up to {@code max} regular files at most {@code depth} levels below {@code dir}, sorted. */
    static List<Path> walk(Path dir, int depth, int max) {
        try (Stream<Path> s = Files.walk(dir, depth)) {
            return s.filter(Files::isRegularFile).limit(max).sorted().toList();
        } catch (IOException | java.io.UncheckedIOException e) {
            return List.of();
        }
    }

    /** The lower-case extension of a file name without the dot. */
    static String extension(Path p) {
        return FolderReader.extension(p);
    }

    static boolean named(Path p, String... names) {
        String n = p.getFileName().toString().toLowerCase(Locale.ROOT);
        for (String s : names) {
            if (n.equals(s)) {
                return true;
            }
        }
        return false;
    }

    /** The first of {@code candidates} in which {@code relative} exists, or the first candidate when none has it. */
    static Path rootHolding(String relative, List<Path> candidates) {
        if (relative != null && !relative.isBlank()) {
            for (Path c : candidates) {
                try {
                    if (c != null && Files.isRegularFile(c.resolve(relative))) {
                        return c;
                    }
                } catch (java.nio.file.InvalidPathException e) {
                    break;
                }
            }
        }
        return candidates.get(0);
    }
}
