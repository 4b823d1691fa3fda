package org.pairlab.ml;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ai.djl.ndarray.NDList;
import ai.djl.ndarray.NDManager;
import ai.djl.ndarray.types.Shape;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.testing.SharedData;

class TorchScriptModuleTest {
    private static final Path CLIP = SharedData.root().resolve("models/tiny-clip");

    @Test
    void manifestChecksumsVerifyAndAChangedFileIsNamed(@TempDir Path tmp) throws Exception {
        ModelManifest m = ModelManifest.read(CLIP);
        assertEquals("clip", m.kind());
        assertEquals(3, m.verify().size());

        Path copy = tmp.resolve("clip");
        Files.createDirectories(copy);
        for (String f : new String[] {"manifest.json", "image_encoder.pt", "text_encoder.pt", "tokenizer.json"}) {
            Files.copy(CLIP.resolve(f), copy.resolve(f));
        }
        Files.writeString(copy.resolve("tokenizer.json"), "{}");
        ModelException e = assertThrows(ModelException.class, () -> ModelManifest.read(copy).verify());
        assertTrue(e.getMessage().contains("tokenizer.json"), e.getMessage());
    }

    @Test
    void loadsTorchScriptOnCpuOffline() {
        TorchRuntime runtime = TorchRuntime.cpu();
        assertFalse(runtime.onGpu());
        try (TorchScriptModule image = TorchScriptModule.load(runtime, CLIP.resolve("image_encoder.pt"));
                NDManager mg = image.newManager()) {
            NDList out = image.forward(mg, new NDList(mg.zeros(new Shape(2, 3, 64, 64))));
            assertEquals(new Shape(2, 32), out.singletonOrThrow().getShape());
            float[] v = out.singletonOrThrow().get(0).toFloatArray();
            double norm = 0;
            for (float x : v) {
                norm += x * x;
            }
            assertEquals(1.0, norm, 1e-4, "image embeddings come L2-normalised");
            assertArrayEquals(v, out.singletonOrThrow().get(1).toFloatArray(), 1e-6f);
        }
    }

    @Test
    void missingModelFileIsNamed(@TempDir Path tmp) {
        ModelException e = assertThrows(ModelException.class,
                () -> TorchScriptModule.load(TorchRuntime.cpu(), tmp.resolve("nothing.pt")));
        assertTrue(e.getMessage().contains("nothing.pt"), e.getMessage());
    }
}
