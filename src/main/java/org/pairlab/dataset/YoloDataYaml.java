package org.pairlab.dataset;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The part of a YOLO {@code data.yaml} PairLab needs: class names ({@code names:} as an inline list, a block list or
 * an index map) and the split folders ({@code train:}, {@code val:}, {@code test:}). Not a general YAML parser: keys
 * it does not know are ignored, and a names entry it cannot read is reported with its line.
 */
record YoloDataYaml(List<String> names, Map<String, String> splits) {

    static YoloDataYaml read(Path file, ProblemSink problems) throws IOException {
        String name = file.getFileName().toString();
        List<String> lines = List.of(new String(Files.readAllBytes(file), StandardCharsets.UTF_8).split("\r?\n", -1));
        Map<Integer, String> names = new TreeMap<>();
        Map<String, String> splits = new LinkedHashMap<>();
        boolean inNames = false;
        for (int i = 0; i < lines.size(); i++) {
            String raw = lines.get(i);
            String l = stripComment(raw);
            if (l.isBlank()) {
                continue;
            }
            boolean indented = Character.isWhitespace(raw.charAt(0)) || l.startsWith("-");
            if (inNames && indented) {
                String t = l.strip();
                if (t.startsWith("-")) {
                    names.put(names.size(), unquote(t.substring(1)));
                } else if (t.contains(":")) {
                    String k = t.substring(0, t.indexOf(':')).strip();
                    try {
                        names.put(Integer.parseInt(k), unquote(t.substring(t.indexOf(':') + 1)));
                    } catch (NumberFormatException e) {
                        problems.add(name, i + 1, "names", "class index '" + k + "' is not a number; skipped");
                    }
                }
                continue;
            }
            inNames = false;
            int colon = l.indexOf(':');
            if (colon < 0) {
                continue;
            }
            String key = l.substring(0, colon).strip();
            String value = l.substring(colon + 1).strip();
            if (key.equals("names")) {
                if (value.isEmpty()) {
                    inNames = true;
                } else if (value.startsWith("[") && value.endsWith("]")) {
                    for (String n : value.substring(1, value.length() - 1).split(",")) {
                        if (!n.isBlank()) {
                            names.put(names.size(), unquote(n));
                        }
                    }
                } else {
                    problems.add(name, i + 1, "names", "names is neither a list nor a map; no class names read");
                }
            } else if (key.equals("train") || key.equals("val") || key.equals("test")) {
                splits.put(key, unquote(value));
            }
        }
        List<String> list = new ArrayList<>();
        names.forEach((k, v) -> {
            while (list.size() < k) {
                list.add(null);
            }
            list.add(v);
        });
        return new YoloDataYaml(list, splits);
    }

    /** The data.yaml PairLab writes: path, one folder per split, and the class names as an index map. */
    String write() {
        StringBuilder sb = new StringBuilder("# Written by PairLab\npath: .\n");
        splits.forEach((k, v) -> sb.append(k).append(": ").append(v).append('\n'));
        sb.append("nc: ").append(names.size()).append("\nnames:\n");
        for (int i = 0; i < names.size(); i++) {
            sb.append("  ").append(i).append(": ").append(quote(names.get(i))).append('\n');
        }
        return sb.toString();
    }

    private static String stripComment(String s) {
        int hash = s.indexOf(" #");
        return s.startsWith("#") ? "" : hash >= 0 ? s.substring(0, hash) : s;
    }

    private static String unquote(String s) {
        String t = s.strip();
        if (t.length() >= 2 && (t.startsWith("'") && t.endsWith("'") || t.startsWith("\"") && t.endsWith("\""))) {
            t = t.substring(1, t.length() - 1);
        }
        return t;
    }

    private static String quote(String s) {
        return "'" + s.replace("'", "''") + "'";
    }
}
