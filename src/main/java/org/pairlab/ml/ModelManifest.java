package org.pairlab.ml;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A model folder's {@code manifest.json}: what the model is ({@code kind}), its files and their SHA-256
 * checksums, and the pre-processing it expects. The fields beyond {@code name}, {@code kind} and
 * {@code sha256} are read by the code that runs that kind of model, through {@link #json()}.
 */
public record ModelManifest(Path dir, String name, String kind, JsonNode json, Map<String, String> checksums) {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** Reads {@code dir/manifest.json}. */
    public static ModelManifest read(Path dir) {
        Path file = dir.resolve("manifest.json");
        JsonNode json;
        try {
            json = MAPPER.readTree(file.toFile());
        } catch (NoSuchFileException | java.io.FileNotFoundException e) {
            throw new ModelException("No manifest.json in model folder " + dir);
        } catch (IOException e) {
            throw new ModelException(file + " is not valid JSON: " + e.getMessage(), e);
        }
        if (json == null || !json.isObject()) {
            throw new ModelException(file + " must hold a JSON object");
        }
        String name = text(json, "name", file);
        String kind = text(json, "kind", file);
        Map<String, String> sums = new LinkedHashMap<>();
        JsonNode sha = json.get("sha256");
        if (sha != null && sha.isTextual() && json.hasNonNull("file")) {
            sums.put(json.get("file").asText(), sha.asText());
        } else if (sha != null && sha.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = sha.fields(); it.hasNext();) {
                var e = it.next();
                sums.put(e.getKey(), e.getValue().asText());
            }
        }
        return new ModelManifest(dir, name, kind, json, Map.copyOf(sums));
    }

    private static String text(JsonNode json, String field, Path file) {
        JsonNode n = json.get(field);
        if (n == null || !n.isTextual() || n.asText().isBlank()) {
            throw new ModelException(file + ": field \"" + field + "\" is missing or empty");
        }
        return n.asText();
    }

    /** A file of the model folder; refuses names that leave the folder. */
    public Path file(String name) {
        Path p = dir.resolve(name).normalize();
        if (!p.startsWith(dir.normalize())) {
            throw new ModelException("Model file " + name + " in " + dir + "/manifest.json leaves the model folder");
        }
        if (!Files.isRegularFile(p)) {
            throw new ModelException("Model file " + p + " named in " + dir + "/manifest.json does not exist");
        }
        return p;
    }

    /** Checks every listed file against its checksum; returns the checksums (for recipes). */
    public Map<String, String> verify() {
        for (var e : checksums.entrySet()) {
            String actual = sha256(file(e.getKey()));
            if (!actual.equalsIgnoreCase(e.getValue())) {
                throw new ModelException("Model file " + dir.resolve(e.getKey()) + " has SHA-256 " + actual
                        + " but manifest.json says " + e.getValue() + " (file changed or corrupted)");
            }
        }
        return checksums;
    }

    /** SHA-256 of a file, lower-case hex. */
    public static String sha256(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            return sha256(in);
        } catch (IOException e) {
            throw new ModelException("Cannot read model file " + file + ": " + e.getMessage(), e);
        }
    }

    /** SHA-256 of a stream's remaining bytes, lower-case hex (e.g. a model shipped as a class-path resource). */
    public static String sha256(InputStream in) throws IOException {
        return org.pairlab.project.Sha256.of(in);
    }
}
