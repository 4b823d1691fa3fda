package org.pairlab.ml;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.NDManager;
import ai.djl.ndarray.types.Shape;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How image-features outputs become grids of cells, and how a bad manifest is reported. */
class ImageFeatureLayoutTest {
    @Test
    void aGridBecomesRowMajorCellsOfChannelVectors() {
        try (NDManager m = NDManager.newBaseManager("PyTorch")) {
            // [N=1, C=2, h=2, w=3]: channel 0 holds 0..5, channel 1 holds 10..15.
            NDArray y = m.create(new float[] {0, 1, 2, 3, 4, 5, 10, 11, 12, 13, 14, 15}, new Shape(1, 2, 2, 3));
            NDArray cells = ImageFeatureExtractor.cells(y, ImageFeatureExtractor.Layout.GRID, 2, "test");
            assertEquals(new Shape(1, 6, 2), cells.getShape());
            // Cell (row 1, column 2) is the 6th: both channels' values there.
            assertArrayEquals(new float[] {5, 15}, cells.get("0, 5").toFloatArray());
            assertArrayEquals(new float[] {0, 10}, cells.get("0, 0").toFloatArray());

            NDArray tokens = m.create(new float[12], new Shape(2, 3, 2));
            assertEquals(new Shape(2, 3, 2), ImageFeatureExtractor.cells(tokens, ImageFeatureExtractor.Layout.TOKENS, 2,
                    "test").getShape());
            NDArray pooled = m.create(new float[8], new Shape(2, 4));
            assertEquals(new Shape(2, 1, 4), ImageFeatureExtractor.cells(pooled, ImageFeatureExtractor.Layout.POOLED, 4,
                    "test").getShape());

            ModelException wrong = assertThrows(ModelException.class,
                    () -> ImageFeatureExtractor.cells(pooled, ImageFeatureExtractor.Layout.POOLED, 32, "enc.pt"));
            assertTrue(wrong.getMessage().contains("enc.pt") && wrong.getMessage().contains("dim 32"), wrong.getMessage());
        }
    }

    @Test
    void manifestErrorsNameTheField(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("manifest.json"), "{\"name\":\"x\",\"kind\":\"image-features\",\"file\":\"a.pt\","
                + "\"image_size\":64,\"mean\":[0,0,0],\"std\":[1,1,1],\"output\":{\"layout\":\"cube\",\"dim\":8},"
                + "\"sha256\":{\"a.pt\":\"00\"}}");
        ModelException e = assertThrows(ModelException.class, () -> ImageFeatureExtractor.Spec.of(ModelManifest.read(dir)));
        assertTrue(e.getMessage().contains("output.layout") && e.getMessage().contains("manifest.json"), e.getMessage());

        Files.writeString(dir.resolve("manifest.json"), "{\"name\":\"x\",\"kind\":\"clip\"}");
        ModelException kind = assertThrows(ModelException.class, () -> ImageFeatureExtractor.Spec.of(ModelManifest.read(dir)));
        assertTrue(kind.getMessage().contains("image-features"), kind.getMessage());
    }
}
