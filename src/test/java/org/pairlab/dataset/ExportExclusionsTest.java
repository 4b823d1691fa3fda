package org.pairlab.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.AppliedFilter;
import org.pairlab.project.Caption;
import org.pairlab.project.Json;
import org.pairlab.project.Project;
import org.pairlab.project.Sample;

/** Export leaves out captions excluded by a filter in force, and samples left with none. */
class ExportExclusionsTest {
    @TempDir
    Path tmp;
    Project project;
    Sample emptied;
    Caption dropped;

    @BeforeEach
    void importCoco() {
        project = Project.create(tmp.resolve("p.pairlab"));
        new DatasetImporter().run(project, TestData.coco("coco", true), new QuietJobContext());
        List<Sample> samples = project.samples().ofDataset(1);
        emptied = samples.get(0);
        dropped = project.samples().captions(samples.get(1).id()).get(0);
    }

    @AfterEach
    void close() {
        project.close();
    }

    private JsonNode exportCoco(String name) throws Exception {
        Path out = tmp.resolve(name);
        new Exporter().run(project, new ExportRequest(ExportFormat.COCO, out, EnumSet.of(ExportInclude.ORIGINALS), null, false),
                new QuietJobContext());
        return Json.MAPPER.readTree(out.resolve("captions.json").toFile());
    }

    @Test
    void excludedCaptionsAndEmptiedSamplesAreNotExported() throws Exception {
        List<Long> ids = new java.util.ArrayList<>(project.samples().captions(emptied.id()).stream().map(Caption::id).toList());
        ids.add(dropped.id());
        AppliedFilter f = project.exclusions().apply("test", java.util.Map.of(), ids);
        assertEquals(1, f.samplesExcluded());

        JsonNode filtered = exportCoco("filtered");
        Set<String> texts = new HashSet<>();
        filtered.get("annotations").forEach(a -> texts.add(a.get("caption").asText()));
        Set<Long> imageIds = new HashSet<>();
        filtered.get("images").forEach(i -> imageIds.add(i.get("id").asLong()));
        assertEquals(106, imageIds.size());
        assertFalse(imageIds.contains(Long.valueOf(emptied.externalId())));
        assertEquals(535 - 5 - 1, filtered.get("annotations").size());
        assertFalse(texts.contains(dropped.text()));

        project.exclusions().revert(f.id());
        JsonNode all = exportCoco("all");
        assertEquals(107, all.get("images").size());
        assertEquals(535, all.get("annotations").size());
        Set<String> allTexts = new HashSet<>();
        all.get("annotations").forEach(a -> allTexts.add(a.get("caption").asText()));
        assertTrue(allTexts.contains(dropped.text()));
    }
}
