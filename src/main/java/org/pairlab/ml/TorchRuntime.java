package org.pairlab.ml;

import ai.djl.Device;
import ai.djl.engine.Engine;
import ai.djl.engine.EngineException;

/**
 * The PyTorch engine as PairLab uses it: offline (libtorch 2.7.1 comes from the
 * {@code pytorch-native-cpu} jar, nothing is downloaded), on the GPU when DJL finds one, else the CPU.
 *
 * <p>Create one per application and pass it to what runs models; it is cheap after the first call.
 */
public final class TorchRuntime {
    private final Device device;
    private final String note;

    private TorchRuntime(Device device, String note) {
        this.device = device;
        this.note = note;
    }

    /** Starts the engine; uses the GPU when one is visible and {@code preferGpu} is true. */
    public static TorchRuntime start(boolean preferGpu) {
        // Must be set before DJL's first use, or DJL may try to fetch natives from the network.
        System.setProperty("ai.djl.offline", "true");
        Engine engine;
        try {
            engine = Engine.getEngine("PyTorch");
        } catch (EngineException | IllegalArgumentException e) {
            throw new ModelException("The PyTorch engine did not start: " + e.getMessage()
                    + ". PairLab needs the pytorch-native-cpu and pytorch-jni jars on the class path.", e);
        }
        int gpus = safeGpuCount(engine);
        if (preferGpu && gpus > 0) {
            return new TorchRuntime(Device.gpu(), "GPU (CUDA) via libtorch " + engine.getVersion());
        }
        String why = !preferGpu ? "CPU (GPU not requested)"
                : "CPU (no CUDA GPU visible to libtorch " + engine.getVersion()
                        + "; see models/README.md to enable CUDA)";
        return new TorchRuntime(Device.cpu(), why);
    }

    /** The CPU runtime, as tests use it. */
    public static TorchRuntime cpu() {
        return start(false);
    }

    private static int safeGpuCount(Engine engine) {
        try {
            return engine.getGpuCount();
        } catch (RuntimeException e) {
            return 0;
        }
    }

    /** Where tensors live. */
    public Device device() {
        return device;
    }

    /** A sentence for the UI and logs: which device and why. */
    public String description() {
        return note;
    }

    /** True when running on a GPU. */
    public boolean onGpu() {
        return device.isGpu();
    }
}
