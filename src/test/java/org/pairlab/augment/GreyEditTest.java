package org.pairlab.augment;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.PencilSketch;
import org.pairlab.image.Planes;
import org.pairlab.image.PngWriter;
import org.pairlab.image.SampleImages;
import org.pairlab.image.Xdog;
import org.pairlab.project.Candidate;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Project;
import org.pairlab.project.Sample;
import org.pairlab.testing.SharedData;

/**
 * The grey edits' candidates (sketch, XDoG) are written as 8-bit grey PNGs straight from their grey levels, equal to
 * the previous output (float planes in Java, an RGB image, the PNG writer's grey test) within 1/255 mean, and the
 * preview's RGB image writes the same bytes as export.
 */
class GreyEditTest {
    @TempDir
    Path dir;

    @Test
    void greyEditsWriteEightBitGreyPngsEqualToThePreviousOutputWithinALevel() throws Exception {
        try (Project p = Project.create(dir.resolve("p.pairlab"))) {
            long ds = p.datasets().insert(SharedData.cocoSampleDataset("coco", 3));
            Augmenters augmenters = new Augmenters();
            AugmentContext ctx = new AugmentContext(p, new SampleImages(p, new ImageDecoder()));
            CandidateRenderer renderer = new CandidateRenderer(augmenters, ctx);
            for (Sample s : p.samples().ofDataset(ds)) {
                SourceSample src = new SourceSample(s, p.samples().captions(s.id()), p.samples().boxes(s.id()));
                BufferedImage original = ctx.image(s.id());
                int w = original.getWidth();
                int h = original.getHeight();
                float[] luma = Planes.greyOf(original);
                Map<String, float[]> previous = Map.of(
                        "sketch", PencilSketch.apply(luma, w, h, 3.5),
                        "xdog", Xdog.apply(luma, w, h, new Xdog.Params(0.8, 1.6, 20, 0.1, 10)));
                for (String method : List.of("sketch", "xdog")) {
                    String what = method + " of " + s.path();
                    Augmenter a = augmenters.require(method);
                    NewCandidate k = a.propose(src, GenerationJob.withDefaults(a, Map.of()), 5, ctx).get(0);
                    Candidate c = p.candidates().get(p.candidates().insert(List.of(k)).get(0)).orElseThrow();
                    byte[] png = renderer.renderPng(c);
                    assertEquals(8, png[24], what + ": bit depth");
                    assertEquals(0, png[25], what + ": colour type 0, grey");
                    BufferedImage read = ImageIO.read(new ByteArrayInputStream(png));
                    assertEquals(BufferedImage.TYPE_BYTE_GRAY, read.getType(), what);
                    byte[] levels = new byte[w * h];
                    read.getRaster().getDataElements(0, 0, w, h, levels);
                    float[] before = previous.get(method);
                    long sum = 0;
                    int max = 0;
                    for (int i = 0; i < levels.length; i++) {
                        int old = (int) (Math.min(Math.max(before[i], 0f), 1f) * 255f + 0.5f); // Planes.to8
                        int d = Math.abs((levels[i] & 0xff) - old);
                        sum += d;
                        max = Math.max(max, d);
                    }
                    double mean = sum / (double) levels.length;
                    assertTrue(mean < 1, what + ": mean difference " + mean + " levels, over 1/255");
                    assertTrue(max <= 2, what + ": a pixel " + max + " levels from the previous output");
                    // The preview's RGB image is the same picture: written, it gives export's bytes.
                    ByteArrayOutputStream preview = new ByteArrayOutputStream();
                    PngWriter.write(renderer.render(c), preview);
                    assertArrayEquals(png, preview.toByteArray(), what + ": preview and export agree");
                    assertArrayEquals(png, new CandidateRenderer(new Augmenters(), new AugmentContext(p,
                            new SampleImages(p, new ImageDecoder()))).renderPng(c), what + ": a fresh renderer");
                    System.out.printf("%s: mean %.4f levels, max %d%n", what, mean, max);
                }
            }
        }
    }
}
