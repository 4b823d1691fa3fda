package org.pairlab.augment.erg;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.pairlab.ml.WordEmbedder;

/**
 * Sentence vectors of a whole corpus kept in one file per (encoder, corpus) pair, so a stylized corpus is embedded
 * once, not on every {@code stylize} run. The file name is the SHA-256 of the encoder id and the texts; a file that
 * does not read back whole is embedded again. Text mode has no project, hence files ({@code ~/.cache/pairlab/erg}).
 */
public final class VectorFileCache {
    private static final int MAGIC = 0x45524756; // "ERGV"
    private final Optional<Path> dir;

    /** A cache in {@code dir}; empty means no caching. */
    public VectorFileCache(Optional<Path> dir) {
        this.dir = dir;
    }

    /** The default folder: {@code $XDG_CACHE_HOME/pairlab/erg} or {@code ~/.cache/pairlab/erg}. */
    public static Path defaultDir() {
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
        return base.resolve("pairlab").resolve("erg");
    }

    /** Vectors of {@code texts} by {@code embedder}: read from the cache, or computed by {@code compute} and stored. */
    public List<float[]> vectors(WordEmbedder embedder, List<String> texts, Function<List<String>, List<float[]>> compute) {
        return vectors(embedder.id(), texts, compute);
    }

    /**
     * Vectors of the items named by {@code keys} (texts, or image paths) by the encoder {@code encoderId}: read from
     * the cache, or computed by {@code compute} and stored.
     */
    public List<float[]> vectors(String encoderId, List<String> keys, Function<List<String>, List<float[]>> compute) {
        List<String> texts = keys;
        if (dir.isEmpty()) {
            return compute.apply(texts);
        }
        Path file = dir.get().resolve(key(encoderId, texts) + ".vec");
        if (Files.isRegularFile(file)) {
            try {
                List<float[]> cached = read(file, texts.size());
                if (cached != null) {
                    return cached;
                }
            } catch (IOException e) {
                // A broken cache file is embedded again below.
            }
        }
        List<float[]> vectors = compute.apply(texts);
        try {
            write(file, vectors);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the vector cache " + file + ": " + e.getMessage(), e);
        }
        return vectors;
    }

    /**
     * One line of text per item of {@code texts} (a verdict on each), read from the cache or computed by
     * {@code compute} and stored; {@code kind} names what the lines are and is part of the file's key.
     */
    public List<String> lines(String kind, List<String> texts, Function<List<String>, List<String>> compute) {
        if (dir.isEmpty()) {
            return compute.apply(texts);
        }
        Path file = dir.get().resolve(key(kind, texts) + ".txt");
        if (Files.isRegularFile(file)) {
            try {
                List<String> cached = Files.readAllLines(file, StandardCharsets.UTF_8);
                if (cached.size() == texts.size()) {
                    return cached;
                }
            } catch (IOException e) {
                // A broken cache file is computed again below.
            }
        }
        List<String> lines = compute.apply(texts);
        try {
            Files.createDirectories(file.getParent());
            Path tmp = Files.createTempFile(file.getParent(), "lines", ".tmp");
            Files.write(tmp, lines.stream().map(l -> l.replace('\n', ' ')).toList(), StandardCharsets.UTF_8);
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the cache file " + file + ": " + e.getMessage(), e);
        }
        return lines;
    }

    static String key(String id, List<String> texts) {
        MessageDigest md = org.pairlab.project.Sha256.digest();
        md.update(id.getBytes(StandardCharsets.UTF_8));
        for (String t : texts) {
            md.update((byte) '\n');
            md.update(t.getBytes(StandardCharsets.UTF_8));
        }
        return org.pairlab.project.Sha256.hex(md).substring(0, 32);
    }

    private static List<float[]> read(Path file, int expected) throws IOException {
        try (DataInputStream in = new DataInputStream(new java.io.BufferedInputStream(Files.newInputStream(file)))) {
            if (in.readInt() != MAGIC) {
                return null;
            }
            int n = in.readInt();
            int d = in.readInt();
            if (n != expected || d <= 0) {
                return null;
            }
            List<float[]> out = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                float[] v = new float[d];
                for (int j = 0; j < d; j++) {
                    v[j] = in.readFloat();
                }
                out.add(v);
            }
            return out;
        }
    }

    private static void write(Path file, List<float[]> vectors) throws IOException {
        Files.createDirectories(file.getParent());
        Path tmp = Files.createTempFile(file.getParent(), "vectors", ".tmp");
        try (DataOutputStream out = new DataOutputStream(new java.io.BufferedOutputStream(Files.newOutputStream(tmp)))) {
            out.writeInt(MAGIC);
            out.writeInt(vectors.size());
            out.writeInt(vectors.isEmpty() ? 0 : vectors.get(0).length);
            for (float[] v : vectors) {
                for (float x : v) {
                    out.writeFloat(x);
                }
            }
        }
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
