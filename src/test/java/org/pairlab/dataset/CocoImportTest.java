package org.pairlab.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.Box;
import org.pairlab.project.Category;
import org.pairlab.project.Dataset;
import org.pairlab.project.Json;
import org.pairlab.project.Project;
import org.pairlab.project.Sample;

class CocoImportTest {
    @TempDir
    Path tmp;

    @Test
    void importsTheRealCocoSample() throws Exception {
        Map<String, String> before = TestData.checksums(TestData.cocoSample());
        try (Project project = Project.create(tmp.resolve("p.pairlab"))) {
            ImportReport r = new DatasetImporter().run(project, TestData.coco(null, false), new QuietJobContext());
            assertEquals("captions", r.datasetName());
            assertEquals(107, r.imagesRead());
            assertEquals(107, r.samplesImported());
            assertEquals(535, r.captionsImported());
            assertEquals(984, r.boxesImported());
            assertTrue(r.written());
            assertEquals(List.of(), r.problems());
            Dataset d = project.datasets().byName("captions").orElseThrow();
            ImportReport stored = Json.read(d.reportJson(), ImportReport.class);
            assertEquals(r, stored);
            List<Sample> samples = project.samples().ofDataset(d.id());
            assertEquals(107, samples.size());
            Sample first = samples.stream().filter(s -> s.externalId().equals("139")).findFirst().orElseThrow();
            assertEquals("000000000139.jpg", first.path());
            assertEquals("val2017", first.split());
            assertEquals(640, first.width());
            assertEquals(64, first.checksum().length());
            int crowd = 0;
            int boxes = 0;
            for (Sample s : samples) {
                for (Box b : project.samples().boxes(s.id())) {
                    boxes++;
                    crowd += b.crowd() ? 1 : 0;
                }
            }
            assertEquals(984, boxes);
            assertEquals(11, crowd);
            List<Category> cats = project.datasets().categories(d.id());
            assertEquals(80, cats.size());
            Category person = cats.stream().filter(c -> c.name().equals("person")).findFirst().orElseThrow();
            assertEquals(1, person.externalId());
            assertEquals("person", person.supercategory());
            assertNotNull(project.samples().captions(first.id()).get(0).externalId());
            assertFalse(project.samples().splits().isEmpty());
        }
        assertEquals(before, TestData.checksums(TestData.cocoSample()), "the dataset folder must not change");
    }

    @Test
    void refusesADuplicateDatasetName() {
        try (Project project = Project.create(tmp.resolve("p.pairlab"))) {
            new DatasetImporter().run(project, TestData.coco("coco", false), new QuietJobContext());
            assertThrows(RuntimeException.class,
                    () -> new DatasetImporter().run(project, TestData.coco("coco", false), new QuietJobContext()));
        }
    }
}
