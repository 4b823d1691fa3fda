package org.pairlab.ml.caption;

import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.NDList;
import ai.djl.ndarray.NDManager;
import ai.djl.nn.Block;
import ai.djl.nn.Parameter;
import ai.djl.training.optimizer.Optimizer;
import ai.djl.util.Pair;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * Adam (Kingma and Ba 2015) whose state — per-parameter update count, first and second moments — can be saved with a
 * checkpoint and loaded into a new model, so a resumed run continues exactly where it stopped. DJL's own Adam keys
 * its state by random parameter ids and offers no way to save it; this one keys it by the parameters' names.
 * Gradients are clipped element-wise to [-clip, clip] before the update, as DJL's Adam does.
 */
public final class CheckpointedAdam extends Optimizer {
    private static final float BETA1 = 0.9f;
    private static final float BETA2 = 0.999f;
    private static final float EPSILON = 1e-8f;
    private static final int FORMAT = 1;

    private final float learningRate;
    private final Map<String, String> names = new HashMap<>();
    private final Map<String, NDArray> means = new TreeMap<>();
    private final Map<String, NDArray> variances = new TreeMap<>();
    private final Map<String, Integer> counts = new TreeMap<>();

    /** @param block the model whose parameters this optimizer updates (for their names) */
    public CheckpointedAdam(Block block, float learningRate, float clip) {
        super(new Builder().optClipGrad(clip));
        this.learningRate = learningRate;
        for (Pair<String, Parameter> p : block.getParameters()) {
            names.put(p.getValue().getId(), p.getKey());
        }
    }

    private static final class Builder extends OptimizerBuilder<Builder> {
        @Override
        protected Builder self() {
            return this;
        }
    }

    @Override
    public void update(String parameterId, NDArray weight, NDArray grad) {
        String name = names.getOrDefault(parameterId, parameterId);
        int t = counts.merge(name, 1, Integer::sum);
        // DJL's fused update takes the learning rate with the bias correction folded in, as its own Adam does.
        float biasCorrection = (float) (learningRate * Math.sqrt(1 - Math.pow(BETA2, t)) / (1 - Math.pow(BETA1, t)));
        NDArray m = means.computeIfAbsent(name, k -> weight.zerosLike());
        NDArray v = variances.computeIfAbsent(name, k -> weight.zerosLike());
        weight.getNDArrayInternal().adamUpdate(new NDList(weight, grad, m, v), new NDList(weight), learningRate,
                biasCorrection, getWeightDecay(), rescaleGrad, clipGrad, BETA1, BETA2, EPSILON, true, false);
    }

    /** Writes counts and moments, atomically. */
    public void save(Path file) throws IOException {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(tmp)))) {
            out.writeInt(FORMAT);
            out.writeInt(counts.size());
            for (Map.Entry<String, Integer> e : counts.entrySet()) {
                out.writeUTF(e.getKey());
                out.writeInt(e.getValue());
                for (NDArray a : new NDArray[] {means.get(e.getKey()), variances.get(e.getKey())}) {
                    byte[] bytes = a.encode();
                    out.writeInt(bytes.length);
                    out.write(bytes);
                }
            }
        }
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** Replaces the state with a saved one; arrays go to {@code manager} (the model's). */
    public void load(Path file, NDManager manager) throws IOException {
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file)))) {
            int format = in.readInt();
            if (format != FORMAT) {
                throw new IOException(file + ": unknown optimizer state format " + format);
            }
            int n = in.readInt();
            counts.clear();
            means.clear();
            variances.clear();
            for (int i = 0; i < n; i++) {
                String name = in.readUTF();
                counts.put(name, in.readInt());
                means.put(name, read(in, manager));
                variances.put(name, read(in, manager));
            }
        }
    }

    private static NDArray read(DataInputStream in, NDManager manager) throws IOException {
        byte[] bytes = new byte[in.readInt()];
        in.readFully(bytes);
        return manager.decode(bytes);
    }

    /** Updates made so far (the largest per-parameter count). */
    public int updates() {
        return counts.values().stream().mapToInt(Integer::intValue).max().orElse(0);
    }
}
