package org.pairlab.ml;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.Locale;

/**
 * What a {@code kind: "clip"} manifest says about a CLIP model: its files, tokenisation and image
 * pre-processing. Read from {@link ModelManifest#json()}; a missing or wrong field is named.
 */
public record ClipConfig(String imageEncoder, String textEncoder, String tokenizer, int contextLength, long bosId,
        long eosId, long padId, int imageSize, double rescale, float[] mean, float[] std, int embeddingDim) {

    /** Reads the CLIP fields of a manifest. */
    public static ClipConfig of(ModelManifest m) {
        Path file = m.dir().resolve("manifest.json");
        if (!"clip".equals(m.kind())) {
            throw new ModelException(file + ": kind is \"" + m.kind() + "\", a CLIP scorer needs kind \"clip\"");
        }
        JsonNode j = m.json();
        String resize = j.path("resize").asText("");
        if (!resize.isEmpty() && !resize.toLowerCase(Locale.ROOT).contains("bicubic")) {
            throw new ModelException(file + ": field \"resize\" asks for \"" + resize
                    + "\"; PairLab implements shortest edge to image_size with bicubic, then centre crop");
        }
        long eos = integer(j, "eos_token_id", file);
        ClipConfig c = new ClipConfig(
                text(j.path("image_encoder"), "file", file, "image_encoder.file"),
                text(j.path("text_encoder"), "file", file, "text_encoder.file"),
                text(j, "tokenizer", file, "tokenizer"),
                (int) integer(j, "context_length", file),
                integer(j, "bos_token_id", file),
                eos,
                j.hasNonNull("pad_token_id") ? integer(j, "pad_token_id", file) : eos,
                (int) integer(j, "image_size", file),
                j.hasNonNull("rescale") ? number(j, "rescale", file) : 1.0 / 255.0,
                triple(j, "mean", file),
                triple(j, "std", file),
                (int) integer(j, "embedding_dim", file));
        if (c.contextLength < 2 || c.imageSize < 1 || c.embeddingDim < 1) {
            throw new ModelException(file + ": context_length, image_size and embedding_dim must be positive");
        }
        for (float s : c.std) {
            if (!(s > 0)) {
                throw new ModelException(file + ": field \"std\" must hold three positive numbers");
            }
        }
        return c;
    }

    static String text(JsonNode j, String field, Path file, String shownAs) {
        JsonNode n = j.get(field);
        if (n == null || !n.isTextual() || n.asText().isBlank()) {
            throw new ModelException(file + ": field \"" + shownAs + "\" is missing or empty");
        }
        return n.asText();
    }

    static long integer(JsonNode j, String field, Path file) {
        JsonNode n = j.get(field);
        if (n == null || !n.canConvertToLong() || !n.isIntegralNumber()) {
            throw new ModelException(file + ": field \"" + field + "\" must be an integer");
        }
        return n.asLong();
    }

    static double number(JsonNode j, String field, Path file) {
        JsonNode n = j.get(field);
        if (n == null || !n.isNumber()) {
            throw new ModelException(file + ": field \"" + field + "\" must be a number");
        }
        return n.asDouble();
    }

    static float[] triple(JsonNode j, String field, Path file) {
        JsonNode n = j.get(field);
        if (n == null || !n.isArray() || n.size() != 3) {
            throw new ModelException(file + ": field \"" + field + "\" must be an array of three numbers (R, G, B)");
        }
        float[] v = new float[3];
        for (int i = 0; i < 3; i++) {
            if (!n.get(i).isNumber()) {
                throw new ModelException(file + ": field \"" + field + "\"[" + i + "] must be a number");
            }
            v[i] = (float) n.get(i).asDouble();
        }
        return v;
    }
}
