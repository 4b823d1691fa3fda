package org.pairlab.ml;

import ai.djl.MalformedModelException;
import ai.djl.Model;
import ai.djl.ndarray.NDList;
import ai.djl.ndarray.NDManager;
import ai.djl.training.ParameterStore;
import java.io.IOException;
import java.nio.file.Path;

/**
 * One traced TorchScript file loaded through DJL's PyTorch engine, called with a list of tensors.
 * Not thread-safe: give each worker its own module, or synchronise on it.
 */
public final class TorchScriptModule implements AutoCloseable {
    private final Model model;
    private final Path file;

    private TorchScriptModule(Model model, Path file) {
        this.model = model;
        this.file = file;
    }

    /** Loads {@code file} onto the runtime's device. */
    public static TorchScriptModule load(TorchRuntime runtime, Path file) {
        Model model = Model.newInstance(file.getFileName().toString(), runtime.device(), "PyTorch");
        try {
            model.load(file.getParent(), file.getFileName().toString());
            return new TorchScriptModule(model, file);
        } catch (IOException | MalformedModelException | RuntimeException e) {
            model.close();
            throw new ModelException("Cannot load TorchScript model " + file + ": " + e.getMessage(), e);
        }
    }

    /** A manager for inputs on the module's device; close it (or its arrays) after use. */
    public NDManager newManager() {
        return model.getNDManager().newSubManager();
    }

    /** Runs the module in inference mode. */
    public NDList forward(NDManager manager, NDList inputs) {
        try {
            return model.getBlock().forward(new ParameterStore(manager, false), inputs, false);
        } catch (RuntimeException e) {
            throw new ModelException("Model " + file + " failed on inputs " + inputs.getShapes().length
                    + " tensor(s): " + e.getMessage(), e);
        }
    }

    /** The file it was loaded from. */
    public Path file() {
        return file;
    }

    @Override
    public void close() {
        model.close();
    }
}
