package org.pairlab.augment;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.pairlab.project.Json;
import org.pairlab.project.LexiconEntry;
import org.pairlab.project.LexiconSource;

/**
 * Reads and writes lexicon files. JSON: {@code {"name": "face", "entries": [{"word", "pos", "replacement",
 * "source"?}]}} (or just the array). TSV (file name ending .tsv or .txt): a header line {@code word pos replacement
 * [source]}, then one entry per line; blank lines and lines starting with # are skipped.
 */
public final class LexiconFiles {
    /** The Universal Dependencies tags an entry's POS may take. */
    public static final Set<String> UD_TAGS = Set.of("ADJ", "ADP", "ADV", "AUX", "CCONJ", "DET", "INTJ", "NOUN", "NUM",
            "PART", "PRON", "PROPN", "SCONJ", "VERB", "X");

    private LexiconFiles() {
    }

    /** A lexicon read from a file: its name (if the file gives one) and entries. */
    public record Loaded(String name, List<LexiconEntry> entries) {
    }

    /** A lexicon file that cannot be read; the message names the file and the line or field. */
    public static final class LexiconFormatException extends IllegalArgumentException {
        public LexiconFormatException(String message) {
            super(message);
        }
    }

    static boolean isTsv(Path file) {
        String n = file.getFileName().toString().toLowerCase(Locale.ROOT);
        return n.endsWith(".tsv") || n.endsWith(".txt");
    }

    /** Reads a lexicon file; entries get {@code defaultName} when the file names no lexicon. */
    public static Loaded read(Path file, String defaultName) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new LexiconFormatException(file + ": no such lexicon file");
        }
        boolean named = defaultName != null && !defaultName.isBlank();
        return isTsv(file) ? readTsv(file, named ? defaultName : baseName(file))
                : readJson(file, named ? defaultName : null, baseName(file));
    }

    /** The file name without its extension, the lexicon's name when neither the user nor the file gives one. */
    public static String baseName(Path file) {
        String n = file.getFileName().toString();
        int dot = n.lastIndexOf('.');
        return dot > 0 ? n.substring(0, dot) : n;
    }

    private static Loaded readTsv(Path file, String name) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        List<LexiconEntry> out = new ArrayList<>();
        boolean header = false;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank() || line.stripLeading().startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t", -1);
            String where = file + ":" + (i + 1) + ": ";
            if (!header) {
                header = true;
                if (f.length < 3 || !f[0].strip().equalsIgnoreCase("word") || !f[1].strip().equalsIgnoreCase("pos")
                        || !f[2].strip().equalsIgnoreCase("replacement")) {
                    throw new LexiconFormatException(where + "expected the header 'word<TAB>pos<TAB>replacement[<TAB>source]'"
                            + ", got '" + line + "'");
                }
                continue;
            }
            if (f.length < 3) {
                throw new LexiconFormatException(where + "expected 3 or 4 tab-separated fields (word, pos, replacement"
                        + "[, source]), got " + f.length);
            }
            out.add(entry(where, name, f[0], f[1], f[2], f.length > 3 ? f[3] : ""));
        }
        if (!header) {
            throw new LexiconFormatException(file + ": empty lexicon file (expected a header line 'word<TAB>pos<TAB>replacement')");
        }
        return new Loaded(name, out);
    }

    private static Loaded readJson(Path file, String givenName, String fileName) throws IOException {
        JsonNode root;
        try {
            root = Json.MAPPER.readTree(file.toFile());
        } catch (JsonProcessingException e) {
            long line = e.getLocation() == null ? -1 : e.getLocation().getLineNr();
            throw new LexiconFormatException(file + ":" + line + ": not valid JSON: " + e.getOriginalMessage());
        }
        if (root == null) {
            throw new LexiconFormatException(file + ": empty lexicon file");
        }
        String name = givenName != null ? givenName : fileName;
        JsonNode entries = root;
        if (root.isObject()) {
            if (givenName == null && root.hasNonNull("name") && !root.get("name").asText().isBlank()) {
                name = root.get("name").asText();
            }
            entries = root.get("entries");
        }
        if (entries == null || !entries.isArray()) {
            throw new LexiconFormatException(file + ": field 'entries' must be an array of {word, pos, replacement}");
        }
        List<LexiconEntry> out = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            JsonNode e = entries.get(i);
            String where = file + ": entries[" + i + "]: ";
            if (!e.isObject()) {
                throw new LexiconFormatException(where + "expected an object {word, pos, replacement}");
            }
            out.add(entry(where, name, text(e, "word", where), text(e, "pos", where), text(e, "replacement", where),
                    e.hasNonNull("source") ? e.get("source").asText() : ""));
        }
        return new Loaded(name, out);
    }

    private static String text(JsonNode e, String field, String where) {
        JsonNode v = e.get(field);
        if (v == null || v.isNull() || !v.isTextual()) {
            throw new LexiconFormatException(where + "field '" + field + "' is missing or not a string");
        }
        return v.asText();
    }

    private static LexiconEntry entry(String where, String name, String word, String pos, String replacement,
                                      String source) {
        if (word.isBlank()) {
            throw new LexiconFormatException(where + "field 'word' is empty");
        }
        if (!UD_TAGS.contains(pos.strip().toUpperCase(Locale.ROOT))) {
            throw new LexiconFormatException(where + "field 'pos' is '" + pos + "'; expected a UD tag, one of "
                    + UD_TAGS.stream().sorted().toList());
        }
        if (replacement.isBlank()) {
            throw new LexiconFormatException(where + "field 'replacement' is empty");
        }
        LexiconSource src;
        try {
            src = source.isBlank() ? LexiconSource.USER : LexiconSource.parse(source);
        } catch (IllegalArgumentException e) {
            throw new LexiconFormatException(where + "field 'source': " + e.getMessage());
        }
        return LexiconEntry.of(name, word, pos, replacement, src);
    }

    /** Writes a lexicon as JSON, or as TSV when the file name ends in .tsv or .txt. */
    public static void write(Path file, String name, List<LexiconEntry> entries) throws IOException {
        String text;
        if (isTsv(file)) {
            StringBuilder sb = new StringBuilder("word\tpos\treplacement\tsource\n");
            for (LexiconEntry e : entries) {
                sb.append(e.word()).append('\t').append(e.pos()).append('\t').append(e.replacement()).append('\t')
                        .append(e.source().dbValue()).append('\n');
            }
            text = sb.toString();
        } else {
            text = json(name, entries);
        }
        org.pairlab.project.OutputFile.write(file, null, tmp -> Files.writeString(tmp, text, StandardCharsets.UTF_8));
    }

    private static String json(String name, List<LexiconEntry> entries) throws IOException {
        ObjectNode root = Json.MAPPER.createObjectNode();
        root.put("name", name);
        ArrayNode arr = root.putArray("entries");
        for (LexiconEntry e : entries) {
            ObjectNode o = arr.addObject();
            o.put("word", e.word());
            o.put("pos", e.pos());
            o.put("replacement", e.replacement());
            o.put("source", e.source().dbValue());
        }
        return Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n";
    }
}
