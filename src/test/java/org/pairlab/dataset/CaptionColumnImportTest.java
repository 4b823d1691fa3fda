package org.pairlab.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.Json;
import org.pairlab.project.Project;

/** A chosen caption column replaces the usual caption keys of JSON Lines and CSV files (real COCO sample images). */
class CaptionColumnImportTest {
    @TempDir
    Path tmp;

    private Set<String> captionsOf(ImportRequest request) {
        try (Project project = Project.create(tmp.resolve("p" + System.nanoTime() + ".pairlab"))) {
            ImportReport r = new DatasetImporter().run(project, request, new QuietJobContext());
            long dataset = project.datasets().byName(r.datasetName()).orElseThrow().id();
            return project.samples().ofDataset(dataset).stream()
                    .flatMap(s -> project.samples().captions(s.id()).stream()).map(c -> c.text())
                    .collect(Collectors.toSet());
        }
    }

    @Test
    void jsonLinesReadsTheChosenKeyAsTextOrArray() throws Exception {
        List<Inputs.Real> reals = Inputs.reals();
        Path file = tmp.resolve("styled.jsonl");
        Files.write(file, List.of(
                Json.write(Map.of("image", reals.get(0).fileName(), "caption", "decoy", "humorous", "a cat plotting")),
                Json.write(Map.of("image", reals.get(1).fileName(), "caption", "decoy",
                        "humorous", List.of("a dog on strike", "a dog in a meeting")))));
        assertEquals(Set.of("a cat plotting", "a dog on strike", "a dog in a meeting"), captionsOf(
                new ImportRequest(ImportFormat.JSONL, file, null, TestData.images(), null, true, "humorous")));
        // Without a chosen column the usual key is read.
        assertEquals(Set.of("decoy"), captionsOf(
                new ImportRequest(ImportFormat.JSONL, file, null, TestData.images(), null, true)));
    }

    @Test
    void csvReadsOnlyTheChosenColumnAndNamesItWhenMissing() throws Exception {
        List<Inputs.Real> reals = Inputs.reals();
        Path file = tmp.resolve("styled.csv");
        Files.writeString(file, "image,caption,Romantic\n" + reals.get(0).fileName() + ",decoy,a sunset for two\n");
        assertEquals(Set.of("a sunset for two"), captionsOf(
                new ImportRequest(ImportFormat.CSV, file, null, TestData.images(), null, true, "romantic")));
        try (Project project = Project.create(tmp.resolve("missing.pairlab"))) {
            var e = org.junit.jupiter.api.Assertions.assertThrows(RuntimeException.class, () -> new DatasetImporter()
                    .run(project, new ImportRequest(ImportFormat.CSV, file, null, TestData.images(), null, true,
                            "humorous"), new QuietJobContext()));
            assertTrue(String.valueOf(e.getMessage()).contains("\"humorous\""), e.getMessage());
        }
    }
}
