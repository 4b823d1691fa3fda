package org.pairlab.augment;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.Rasters;
import org.pairlab.testing.SharedData;

/** The first (interpreted) run of every edit gives the same pixels as later, JIT-compiled and vectorised runs. */
class RepeatabilityTest {
    @Test
    void coldAndWarmRunsGiveIdenticalPixels() throws Exception {
        BufferedImage full = new ImageDecoder().decode(SharedData.cocoSample().resolve("images/000000000139.jpg"));
        BufferedImage img = full.getSubimage(200, 100, 160, 120);
        Augmenters augmenters = new Augmenters();
        List<Map.Entry<String, Map<String, Object>>> cases = List.of(Map.entry("sketch", Map.of()),
                Map.entry("xdog", Map.of()), Map.entry("composite", Map.of()), Map.entry("distort", Map.of()),
                Map.entry("distort", Map.of("mode", "swirl")), Map.entry("color", Map.of()));
        for (Map.Entry<String, Map<String, Object>> c : cases) {
            ImageEditAugmenter<?> a = (ImageEditAugmenter<?>) augmenters.require(c.getKey());
            Map<String, Object> params = GenerationJob.withDefaults(a, c.getValue());
            int[] cold = Rasters.pixels(a.editImage(img, params, 11)).clone();
            int[] warm = null;
            for (int i = 0; i < 40; i++) {
                warm = Rasters.pixels(a.editImage(img, params, 11));
            }
            assertArrayEquals(cold, warm, c.toString());
        }
        Map<String, Object> rotate = GenerationJob.withDefaults(augmenters.require("rotate"), Map.of());
        int[] cold = Rasters.pixels(RotateAugmenter.apply(img, rotate, 11)).clone();
        for (int i = 0; i < 40; i++) {
            assertArrayEquals(cold, Rasters.pixels(RotateAugmenter.apply(img, rotate, 11)), "rotate");
        }
    }
}
