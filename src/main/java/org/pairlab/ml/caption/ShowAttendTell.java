package org.pairlab.ml.caption;

import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.NDArrays;
import ai.djl.ndarray.NDList;
import ai.djl.ndarray.NDManager;
import ai.djl.ndarray.types.DataType;
import ai.djl.ndarray.types.Shape;
import ai.djl.nn.AbstractBlock;
import ai.djl.nn.Activation;
import ai.djl.nn.SequentialBlock;
import ai.djl.nn.convolutional.Conv2d;
import ai.djl.nn.core.Linear;
import ai.djl.nn.norm.BatchNorm;
import ai.djl.nn.norm.Dropout;
import ai.djl.nn.pooling.Pool;
import ai.djl.training.ParameterStore;
import ai.djl.util.PairList;

/**
 * Show, Attend and Tell (Xu et al. 2015) from DJL blocks: a small CNN trained from scratch turns an image into a
 * grid of feature vectors; an LSTM cell, step by step, attends softly over the grid, gates the attended context and
 * predicts the next word.
 *
 * <p>{@link #forward} with {@code (images [B,3,S,S], tokens [B,T+1])} runs teacher forcing over the first T tokens
 * and returns {@code (logits [B,T,V], alphas [B,T,P])}; decoders use {@link #encode} and {@link #step}.
 */
public final class ShowAttendTell extends AbstractBlock {
    private final CaptionModelConfig config;
    private final int vocabSize;
    private final FeatureGrid grid;
    private final SequentialBlock encoder;
    private final Linear initH;
    private final Linear initC;
    private final Linear attEncoder;
    private final Linear attDecoder;
    private final Linear attFull;
    private final Linear gate;
    private final Linear embedding;
    private final Linear lstm;
    private final Dropout dropout;
    private final Linear classifier;

    /** The model with its own CNN, trained from scratch. */
    public ShowAttendTell(CaptionModelConfig config, int vocabSize) {
        this(config, vocabSize, null);
    }

    /**
     * @param grid the shape of pre-computed features (from a frozen extractor) that replace the CNN; {@code null}
     *     for the CNN. With features the first input is {@code [B,P,D]} instead of images.
     */
    public ShowAttendTell(CaptionModelConfig config, int vocabSize, FeatureGrid grid) {
        this.config = config;
        this.vocabSize = vocabSize;
        this.grid = grid;
        if (grid == null) {
            SequentialBlock enc = new SequentialBlock();
            for (int c : config.channels()) {
                enc.add(Conv2d.builder().setKernelShape(new Shape(3, 3)).optPadding(new Shape(1, 1)).setFilters(c)
                        .build())
                        .add(BatchNorm.builder().build())
                        .add(Activation.reluBlock())
                        .add(Pool.maxPool2dBlock(new Shape(2, 2), new Shape(2, 2)));
            }
            encoder = addChildBlock("encoder", enc);
        } else {
            encoder = null;
        }
        initH = addChildBlock("init_h", linear(config.hidden(), true));
        initC = addChildBlock("init_c", linear(config.hidden(), true));
        attEncoder = addChildBlock("att_encoder", linear(config.attention(), true));
        attDecoder = addChildBlock("att_decoder", linear(config.attention(), true));
        attFull = addChildBlock("att_full", linear(1, true));
        gate = addChildBlock("f_beta", linear(featureSize(), true));
        embedding = addChildBlock("embedding", linear(config.embed(), false));
        lstm = addChildBlock("lstm_cell", linear(4L * config.hidden(), true));
        dropout = addChildBlock("dropout", Dropout.builder().optRate((float) config.dropout()).build());
        classifier = addChildBlock("classifier", linear(vocabSize, true));
    }

    private static Linear linear(long units, boolean bias) {
        return Linear.builder().setUnits(units).optBias(bias).build();
    }

    public CaptionModelConfig config() {
        return config;
    }

    public int vocabSize() {
        return vocabSize;
    }

    /** The pre-computed feature grid the model reads, or {@code null} when it has its own CNN. */
    public FeatureGrid grid() {
        return grid;
    }

    /** Grid cells the decoder attends over. */
    public int positions() {
        return grid == null ? config.positions() : grid.positions();
    }

    /** Values per grid cell. */
    public int featureSize() {
        return grid == null ? config.featureSize() : grid.dim();
    }

    /** The input shapes to initialise with: a batch of one image (or feature grid) and a caption of maxWords + 2 tokens. */
    public Shape[] inputShapes() {
        int s = config.imageSize();
        Shape first = grid == null ? new Shape(1, 3, s, s) : new Shape(1, grid.positions(), grid.dim());
        return new Shape[] {first, new Shape(1, config.maxWords() + 2)};
    }

    @Override
    protected void initializeChildBlocks(NDManager manager, DataType dataType, Shape... inputShapes) {
        if (encoder != null) {
            encoder.initialize(manager, dataType, inputShapes[0]);
        }
        int p = positions();
        int f = featureSize();
        int h = config.hidden();
        initH.initialize(manager, dataType, new Shape(1, f));
        initC.initialize(manager, dataType, new Shape(1, f));
        attEncoder.initialize(manager, dataType, new Shape(1, p, f));
        attDecoder.initialize(manager, dataType, new Shape(1, h));
        attFull.initialize(manager, dataType, new Shape(1, p, config.attention()));
        gate.initialize(manager, dataType, new Shape(1, h));
        embedding.initialize(manager, dataType, new Shape(1, vocabSize));
        lstm.initialize(manager, dataType, new Shape(1, config.embed() + f + h));
        dropout.initialize(manager, dataType, new Shape(1, h));
        classifier.initialize(manager, dataType, new Shape(1, h));
    }

    @Override
    public Shape[] getOutputShapes(Shape[] inputShapes) {
        long b = inputShapes[0].get(0);
        long t = inputShapes[1].get(1) - 1;
        return new Shape[] {new Shape(b, t, vocabSize), new Shape(b, t, positions())};
    }

    @Override
    protected NDList forwardInternal(ParameterStore ps, NDList inputs, boolean training,
            PairList<String, Object> params) {
        NDArray images = inputs.get(0);
        NDArray tokens = inputs.get(1);
        Encoded enc = encode(ps, images, training);
        State state = initialState(ps, enc, training);
        long steps = tokens.getShape().get(1) - 1;
        NDList logits = new NDList();
        NDList alphas = new NDList();
        for (int t = 0; t < steps; t++) {
            NDArray word = tokens.get(":, " + t);
            Step s = step(ps, enc, state, word, training);
            logits.add(s.logits().expandDims(1));
            alphas.add(s.alpha().expandDims(1));
            state = s.state();
        }
        return new NDList(NDArrays.concat(logits, 1), NDArrays.concat(alphas, 1));
    }

    /** Grid features [B,P,F] and their attention projection [B,P,A]. */
    public record Encoded(NDArray features, NDArray projected) {
    }

    /** LSTM hidden and cell state, each [B,H]. */
    public record State(NDArray h, NDArray c) {
    }

    /** One decoding step: word logits [B,V], attention [B,P] and the next state. */
    public record Step(NDArray logits, NDArray alpha, State state) {
    }

    /** Runs the CNN on normalised images [B,3,S,S], or takes pre-computed features [B,P,D] as they are. */
    public Encoded encode(ParameterStore ps, NDArray images, boolean training) {
        NDArray features;
        if (encoder == null) {
            features = images;
        } else {
            NDArray cnn = encoder.forward(ps, new NDList(images), training).singletonOrThrow();
            Shape s = cnn.getShape();
            features = cnn.reshape(s.get(0), s.get(1), s.get(2) * s.get(3)).transpose(0, 2, 1);
        }
        NDArray projected = attEncoder.forward(ps, new NDList(features), training).singletonOrThrow();
        return new Encoded(features, projected);
    }

    /** The LSTM's first state, from the mean grid feature (as in the paper). */
    public State initialState(ParameterStore ps, Encoded enc, boolean training) {
        NDArray mean = enc.features().mean(new int[] {1});
        NDArray h = initH.forward(ps, new NDList(mean), training).singletonOrThrow().tanh();
        NDArray c = initC.forward(ps, new NDList(mean), training).singletonOrThrow().tanh();
        return new State(h, c);
    }

    /** Feeds one word per row (int ids [B]) and attends over the grid. */
    public Step step(ParameterStore ps, Encoded enc, State state, NDArray words, boolean training) {
        NDArray dec = attDecoder.forward(ps, new NDList(state.h()), training).singletonOrThrow();
        NDArray energy = attFull.forward(ps, new NDList(enc.projected().add(dec.expandDims(1)).tanh()), training)
                .singletonOrThrow().squeeze(2);
        NDArray alpha = energy.softmax(1);
        NDArray context = enc.features().mul(alpha.expandDims(2)).sum(new int[] {1});
        NDArray g = Activation.sigmoid(gate.forward(ps, new NDList(state.h()), training).singletonOrThrow());
        context = context.mul(g);
        NDArray oneHot = words.oneHot(vocabSize);
        NDArray emb = embedding.forward(ps, new NDList(oneHot), training).singletonOrThrow();
        NDArray x = NDArrays.concat(new NDList(emb, context, state.h()), 1);
        NDArray gates = lstm.forward(ps, new NDList(x), training).singletonOrThrow();
        NDList parts = gates.split(4, 1);
        NDArray i = Activation.sigmoid(parts.get(0));
        NDArray f = Activation.sigmoid(parts.get(1));
        NDArray gg = parts.get(2).tanh();
        NDArray o = Activation.sigmoid(parts.get(3));
        NDArray c = f.mul(state.c()).add(i.mul(gg));
        NDArray h = o.mul(c.tanh());
        NDArray dropped = dropout.forward(ps, new NDList(h), training).singletonOrThrow();
        NDArray logits = classifier.forward(ps, new NDList(dropped), training).singletonOrThrow();
        return new Step(logits, alpha, new State(h, c));
    }
}
