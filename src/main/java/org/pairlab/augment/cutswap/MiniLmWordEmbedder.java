package org.pairlab.augment.cutswap;

import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;
import java.util.List;
import org.pairlab.ml.WordEmbedder;

/** The default, offline word embedder: all-MiniLM-L6-v2 (quantised, ONNX Runtime) shipped inside a Maven artifact. */
public final class MiniLmWordEmbedder implements WordEmbedder {
    private final EmbeddingModel model = new AllMiniLmL6V2QuantizedEmbeddingModel();

    @Override
    public String id() {
        return "all-minilm-l6-v2-q";
    }

    @Override
    public List<float[]> embed(List<String> texts) {
        List<TextSegment> segments = texts.stream().map(TextSegment::from).toList();
        return model.embedAll(segments).content().stream().map(e -> e.vector()).toList();
    }
}
