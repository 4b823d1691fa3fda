package org.pairlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.Candidate;
import org.pairlab.project.Project;
import org.pairlab.project.ReviewStatus;
import org.pairlab.testing.SharedData;

class ImageEditsCliTest {
    @TempDir
    Path dir;

    @Test
    void augmentWithXdogStoresRecipesWithTheGivenParameter() throws Exception {
        Path file = dir.resolve("p.pairlab");
        assertEquals(0, CliTest.cli("new", file.toString()).code());
        try (Project p = Project.open(file)) {
            p.datasets().insert(SharedData.cocoSampleDataset("coco", 6));
        }
        CliTest.Result r = CliTest.cli("augment", file.toString(), "--method", "xdog", "--limit", "5", "--seed", "1",
                "--set", "sigma=0.8");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("Made 5 xdog candidates from 5 samples"), r.out());
        try (Project p = Project.open(file)) {
            List<Candidate> made = p.candidates().withStatus(ReviewStatus.PENDING, "xdog");
            assertEquals(5, made.size());
            for (Candidate c : made) {
                assertEquals("xdog", c.recipe().method());
                assertEquals(0.8, ((Number) c.recipe().params().get("sigma")).doubleValue(), 0);
                assertEquals(1.6, ((Number) c.recipe().params().get("k")).doubleValue(), 0);
            }
        }

        CliTest.Result bad = CliTest.cli("augment", file.toString(), "--method", "xdog", "--set", "sigma=-2");
        assertEquals(ExitCodes.USAGE, bad.code());
        assertTrue(bad.err().contains("Parameter 'sigma' must be between 0.3 and 10"), bad.err());
        CliTest.Result noModel = CliTest.cli("augment", file.toString(), "--method", "generator", "--limit", "1",
                "--set", "model=" + dir.resolve("no-such-model"));
        assertEquals(1, noModel.code());
        assertTrue(noModel.err().contains("models/README.md"), noModel.err());

        Path model = SharedData.root().resolve("models/tiny-sketch-generator");
        CliTest.Result gen = CliTest.cli("augment", file.toString(), "--method", "generator", "--limit", "2",
                "--set", "model=" + model);
        assertEquals(0, gen.code(), gen.err());
        assertTrue(gen.out().contains("Made 2 generator candidates"), gen.out());
        try (Project p = Project.open(file)) {
            Candidate c = p.candidates().withStatus(ReviewStatus.PENDING, "generator").get(0);
            assertEquals(64, c.recipe().modelChecksums().get("generator.pt").length());
        }
    }
}
