package org.pairlab.augment.cutswap;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.pairlab.project.CutSwapTables;
import org.pairlab.project.Project;

/**
 * The CutSwap object vocabulary: caption words (lemmas or phrases such as "hot dog") that name objects, each linked to
 * the box category that shows it ("puppy" -> dog), or to none. Stored in the project; the built-in default is the 80
 * COCO categories with a synonym table.
 */
public final class ObjectVocabulary {
    private static final String BUILT_IN = "coco80_synonyms.txt";

    /** word -> category (empty string when the word has no box category). */
    private final Map<String, String> words;
    private final int longestPhrase;

    public ObjectVocabulary(Map<String, String> words) {
        // Sorted and kept sorted: the checksum iterates this map, and Map.copyOf would iterate in a per-JVM order.
        this.words = Collections.unmodifiableMap(new TreeMap<>(words));
        this.longestPhrase = this.words.keySet().stream().mapToInt(w -> w.split(" ").length).max().orElse(1);
    }

    /** The built-in COCO-80 vocabulary with its synonym table. */
    public static ObjectVocabulary cocoDefault() {
        try (InputStream in = ObjectVocabulary.class.getResourceAsStream(BUILT_IN)) {
            if (in == null) {
                throw new IllegalStateException("built-in vocabulary " + BUILT_IN + " is missing from the class path");
            }
            return new ObjectVocabulary(parseSynonyms(new String(in.readAllBytes(), StandardCharsets.UTF_8), BUILT_IN));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Parses a category synonym list: one line per box category, "category, word, word, ..." (the Neural Baby Talk
     * {@code coco_class_name.txt} format). A word listed under two categories keeps the first.
     */
    static Map<String, String> parseSynonyms(String text, String source) {
        Map<String, String> out = new LinkedHashMap<>();
        String[] lines = text.split("\r?\n");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] items = line.split(",");
            String category = normalise(items[0]);
            if (category.isEmpty()) {
                throw new IllegalArgumentException(source + " line " + (i + 1) + ": the first item (the category) is empty");
            }
            out.putIfAbsent(category, category);
            for (int k = 1; k < items.length; k++) {
                String w = normalise(items[k]);
                if (!w.isEmpty()) {
                    out.putIfAbsent(w, category);
                }
            }
        }
        if (out.isEmpty()) {
            throw new IllegalArgumentException(source + " holds no vocabulary lines");
        }
        return out;
    }

    /**
     * Reads a vocabulary file or folder. A folder with {@code objects_vocab.txt} (Visual Genome) or a single file with
     * one word per line (alternative spellings after commas) gives object words; their box category comes from
     * {@code links} (the current vocabulary's synonym table) where the word or its first spelling is known. A file whose
     * lines hold a category and several synonyms ({@code coco_class_name.txt}) is read as a synonym list.
     */
    public static ObjectVocabulary read(Path path, ObjectVocabulary links) {
        Path file = Files.isDirectory(path) ? path.resolve("objects_vocab.txt") : path;
        if (Files.isDirectory(path) && !Files.isRegularFile(file)) {
            try (var s = Files.list(path)) {
                file = s.filter(p -> p.getFileName().toString().endsWith(".txt")).sorted().findFirst()
                        .orElseThrow(() -> new IllegalArgumentException(path + " holds no objects_vocab.txt or .txt vocabulary"));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalArgumentException("Cannot read vocabulary " + file + ": " + e.getMessage(), e);
        }
        if (looksLikeSynonymList(text, links)) {
            return new ObjectVocabulary(parseSynonyms(text, file.toString()));
        }
        Map<String, String> out = new LinkedHashMap<>();
        String[] lines = text.split("\r?\n");
        for (int i = 0; i < lines.length; i++) {
            String[] spellings = lines[i].split(",");
            String first = normalise(spellings[0]);
            if (first.isEmpty()) {
                if (!lines[i].isBlank()) {
                    throw new IllegalArgumentException(file + " line " + (i + 1) + ": empty object word");
                }
                continue;
            }
            String category = null;
            for (String s : spellings) {
                String w = normalise(s);
                category = category != null ? category : links.category(w).orElse(null);
            }
            for (String s : spellings) {
                String w = normalise(s);
                if (!w.isEmpty()) {
                    out.putIfAbsent(w, category == null ? "" : category);
                }
            }
        }
        return new ObjectVocabulary(out);
    }

    /** Synonym lists have many items per line and their first items are known categories. */
    private static boolean looksLikeSynonymList(String text, ObjectVocabulary links) {
        int lines = 0;
        int multi = 0;
        for (String line : text.split("\r?\n")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            lines++;
            if (line.split(",").length >= 3) {
                multi++;
            }
        }
        return lines > 0 && multi * 2 > lines;
    }

    static String normalise(String word) {
        return word.strip().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
    }

    /** The box category a word names, if any. */
    public Optional<String> category(String word) {
        String c = words.get(word);
        return c == null || c.isEmpty() ? Optional.empty() : Optional.of(c);
    }

    public boolean contains(String word) {
        return words.containsKey(word);
    }

    /** How many tokens the longest phrase has. */
    public int longestPhrase() {
        return longestPhrase;
    }

    public Map<String, String> words() {
        return words;
    }

    public int size() {
        return words.size();
    }

    /** A hash of the content in word order, part of the object index fingerprint; equal in every JVM. */
    public String checksum() {
        MessageDigest md = org.pairlab.project.Sha256.digest();
        words.forEach((w, c) -> md.update((w + "\t" + c + "\n").getBytes(StandardCharsets.UTF_8)));
        return org.pairlab.project.Sha256.hex(md).substring(0, 16);
    }

    /** The project's vocabulary; the built-in default when none was stored. */
    public static ObjectVocabulary load(Project project) {
        Map<String, String> stored = new CutSwapTables(project).words();
        return stored.isEmpty() ? cocoDefault() : new ObjectVocabulary(stored);
    }

    /** Replaces the project's vocabulary with this one. */
    public void save(Project project, String origin) {
        new CutSwapTables(project).replaceWords(words, origin);
    }

    /** Words by category, for display. */
    public Map<String, List<String>> byCategory() {
        Map<String, List<String>> out = new TreeMap<>();
        words.forEach((w, c) -> out.computeIfAbsent(c.isEmpty() ? "(no box category)" : c, k -> new ArrayList<>()).add(w));
        return out;
    }
}
