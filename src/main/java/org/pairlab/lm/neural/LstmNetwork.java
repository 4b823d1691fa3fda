package org.pairlab.lm.neural;

import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.NDList;
import ai.djl.ndarray.NDManager;
import ai.djl.ndarray.types.DataType;
import ai.djl.ndarray.types.Shape;
import ai.djl.ndarray.types.SparseFormat;
import ai.djl.nn.AbstractBlock;
import ai.djl.nn.Parameter;
import ai.djl.nn.core.Linear;
import ai.djl.nn.norm.Dropout;
import ai.djl.nn.recurrent.LSTM;
import ai.djl.training.ParameterStore;
import ai.djl.training.initializer.UniformInitializer;
import ai.djl.util.PairList;

/**
 * The word-level LSTM language model as a DJL block: an embedding table (one row per vocabulary word plus
 * {@code <s>}), a 1-2 layer LSTM (libtorch's fused kernel) and a linear layer over the vocabulary.
 *
 * <p>{@link #forward} takes {@code (ids [B,T])} or {@code (ids [B,T], h [L,B,H], c [L,B,H])} and returns
 * {@code (logits [B,T,V], h, c)}: training feeds whole captions, scoring feeds one word per row with the saved state.
 */
final class LstmNetwork extends AbstractBlock {
    private final LstmSettings settings;
    private final int vocabSize;
    private final Parameter embedding;
    private final Dropout inputDropout;
    private final LSTM lstm;
    private final Dropout outputDropout;
    private final Linear output;

    LstmNetwork(LstmSettings settings, int vocabSize) {
        this.settings = settings;
        this.vocabSize = vocabSize;
        embedding = addParameter(Parameter.builder().setName("embedding").setType(Parameter.Type.WEIGHT)
                .optShape(new Shape(vocabSize + 1L, settings.embed()))
                .optInitializer(new UniformInitializer(0.1f)).build());
        float dropout = (float) settings.dropout();
        inputDropout = addChildBlock("input_dropout", Dropout.builder().optRate(dropout).build());
        lstm = addChildBlock("lstm", LSTM.builder().setStateSize(settings.hidden()).setNumLayers(settings.layers())
                .optDropRate(settings.layers() > 1 ? dropout : 0f).optBatchFirst(true).optReturnState(true).build());
        outputDropout = addChildBlock("output_dropout", Dropout.builder().optRate(dropout).build());
        output = addChildBlock("output", Linear.builder().setUnits(vocabSize).build());
    }

    LstmSettings settings() {
        return settings;
    }

    /** Predicted words (the embedding table has one more row, for {@code <s>}). */
    int vocabSize() {
        return vocabSize;
    }

    /** Shapes to initialise with: a batch of one two-word caption. */
    Shape[] inputShapes() {
        return new Shape[] {new Shape(1, 2)};
    }

    @Override
    protected void initializeChildBlocks(NDManager manager, DataType dataType, Shape... inputShapes) {
        Shape ids = inputShapes[0];
        Shape embedded = new Shape(ids.get(0), ids.get(1), settings.embed());
        Shape hidden = new Shape(ids.get(0), ids.get(1), settings.hidden());
        inputDropout.initialize(manager, dataType, embedded);
        lstm.initialize(manager, dataType, embedded);
        outputDropout.initialize(manager, dataType, hidden);
        output.initialize(manager, dataType, hidden);
    }

    @Override
    public Shape[] getOutputShapes(Shape[] inputShapes) {
        Shape ids = inputShapes[0];
        Shape state = new Shape(settings.layers(), ids.get(0), settings.hidden());
        return new Shape[] {new Shape(ids.get(0), ids.get(1), vocabSize), state, state};
    }

    @Override
    protected NDList forwardInternal(ParameterStore ps, NDList inputs, boolean training,
            PairList<String, Object> params) {
        NDArray ids = inputs.get(0);
        NDArray table = ps.getValue(embedding, ids.getDevice(), training);
        NDArray x = ids.getNDArrayInternal().embedding(ids, table, SparseFormat.DENSE).singletonOrThrow();
        x = inputDropout.forward(ps, new NDList(x), training).singletonOrThrow();
        NDList lstmIn = new NDList(x);
        if (inputs.size() == 3) {
            lstmIn.add(inputs.get(1));
            lstmIn.add(inputs.get(2));
        } else {
            Shape state = new Shape(settings.layers(), ids.getShape().get(0), settings.hidden());
            lstmIn.add(x.getManager().zeros(state));
            lstmIn.add(x.getManager().zeros(state));
        }
        NDList out = lstm.forward(ps, lstmIn, training);
        NDArray h = outputDropout.forward(ps, new NDList(out.get(0)), training).singletonOrThrow();
        NDArray logits = output.forward(ps, new NDList(h), training).singletonOrThrow();
        return new NDList(logits, out.get(1), out.get(2));
    }
}
