package org.pairlab.ml;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.image.ImageDecoder;
import org.pairlab.project.Project;
import org.pairlab.testing.SharedData;

class AlignmentModelsTest {
    @TempDir
    Path tmp;

    private AlignmentModels models(Path root) {
        return new AlignmentModels(new ModelCatalog(List.of(root)), TorchRuntime::cpu);
    }

    @Test
    void withoutASettingCandidatesStayUnrankedAndTheUserIsToldHow() {
        try (Project p = Project.create(tmp.resolve("p.pairlab"))) {
            AlignmentModels m = models(tmp.resolve("models"));
            AlignmentModels.Choice c = m.choose(p.settings());
            assertFalse(c.configured());
            assertTrue(c.model().isEmpty());
            assertEquals(AlignmentModels.NOT_CONFIGURED, c.message());
            assertTrue(c.message().contains("models/README.md") && c.message().contains("pairlab config FILE alignment.model NAME"));
            assertEquals(Optional.empty(), m.open(p.settings()));
        }
    }

    @Test
    void aModelNameFromTheCatalogSelectsTheClipScorer() throws Exception {
        Path root = tmp.resolve("models");
        Files.createDirectories(root);
        ClipParityTest.copyModel(root);
        AlignmentModels m = models(root);
        try (Project p = Project.create(tmp.resolve("p.pairlab"))) {
            p.settings().put(AlignmentModels.SETTING, "tiny-clip-random");
            AlignmentModels.Choice c = m.choose(p.settings());
            assertTrue(c.model().isPresent(), c.message());
            assertTrue(c.message().contains("tiny-clip-random"), c.message());
            // The folder name works too.
            assertTrue(m.choose("tiny-clip").model().isPresent());

            BufferedImage img = new ImageDecoder().decode(SharedData.cocoSample().resolve("images/000000000139.jpg"));
            try (AlignmentScorer s = m.open(p.settings()).orElseThrow()) {
                assertEquals("clip:tiny-clip-random", s.name());
                assertEquals(ModelManifest.sha256(root.resolve("tiny-clip/image_encoder.pt")), s.checksums().get("image_encoder.pt"));
                float[] score = s.score(List.of(img), List.of("A woman stands in the dining area at the table."));
                assertEquals(1, score.length);
                assertTrue(score[0] >= -1 && score[0] <= 1, "a cosine: " + score[0]);
            }
        }
    }

    @Test
    void anAbsoluteFolderWorksWithoutTheCatalog() {
        Path dir = SharedData.root().resolve("models/tiny-clip").toAbsolutePath();
        AlignmentModels.Choice c = models(tmp.resolve("none")).choose(dir.toString());
        assertEquals("tiny-clip-random", c.model().orElseThrow().name());
    }

    @Test
    void anUnknownNameOrWrongKindIsExplainedAndOpeningItFails() throws Exception {
        AlignmentModels m = models(tmp.resolve("models"));
        AlignmentModels.Choice c = m.choose("clip-vit-b32");
        assertTrue(c.configured());
        assertTrue(c.message().contains("clip-vit-b32") && c.message().contains(tmp.resolve("models").toString()), c.message());

        Path sketch = SharedData.root().resolve("models/tiny-sketch-generator").toAbsolutePath();
        AlignmentModels.Choice wrong = m.choose(sketch.toString());
        assertTrue(wrong.model().isEmpty());
        assertTrue(wrong.message().contains("kind"), wrong.message());

        try (Project p = Project.create(tmp.resolve("p.pairlab"))) {
            p.settings().put(AlignmentModels.SETTING, "clip-vit-b32");
            ModelException e = assertThrows(ModelException.class, () -> m.open(p.settings()));
            assertTrue(e.getMessage().contains("alignment.model = clip-vit-b32"), e.getMessage());
        }
    }
}
