package org.pairlab.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.Caption;
import org.pairlab.project.Json;
import org.pairlab.project.Project;
import org.pairlab.project.Sample;

/** Karpathy, JSON Lines, CSV and folder inputs built from the real COCO sample. */
class OtherFormatsImportTest {
    @TempDir
    Path tmp;

    private ImportReport importInto(ImportRequest request) {
        try (Project project = Project.create(tmp.resolve("p" + System.nanoTime() + ".pairlab"))) {
            ImportReport r = new DatasetImporter().run(project, request, new QuietJobContext());
            List<Sample> samples = project.samples().ofDataset(project.datasets().byName(r.datasetName()).orElseThrow().id());
            assertEquals(r.samplesImported(), samples.size());
            int caps = samples.stream().mapToInt(s -> project.samples().captions(s.id()).size()).sum();
            assertEquals(r.captionsImported(), caps);
            return r;
        }
    }

    @Test
    void karpathy() throws Exception {
        List<Inputs.Real> reals = Inputs.reals();
        ObjectNode root = Json.MAPPER.createObjectNode();
        ArrayNode images = root.putArray("images");
        int sent = 0;
        for (Inputs.Real r : reals) {
            ObjectNode i = images.addObject();
            i.put("filepath", "images").put("filename", r.fileName()).put("split", r.split().startsWith("val") ? "val" : "train")
                    .put("cocoid", Long.parseLong(r.id())).put("imgid", images.size());
            ArrayNode s = i.putArray("sentences");
            for (String c : r.captions()) {
                s.addObject().put("raw", c).put("sentid", sent++);
            }
        }
        root.put("dataset", "coco");
        Path file = tmp.resolve("dataset_coco.json");
        Files.writeString(file, Json.write(root));
        ImportReport r = importInto(new ImportRequest(ImportFormat.KARPATHY, file, null, TestData.cocoSample(), null, true));
        assertEquals("dataset_coco", r.datasetName());
        assertEquals(107, r.samplesImported());
        assertEquals(535, r.captionsImported());
        assertEquals(List.of(), r.problems());
    }

    @Test
    void jsonLinesWithOneLinePerCaptionAndArrays() throws Exception {
        List<Inputs.Real> reals = Inputs.reals();
        List<String> lines = new ArrayList<>();
        for (int k = 0; k < reals.size(); k++) {
            Inputs.Real r = reals.get(k);
            if (k % 2 == 0) {
                lines.add(Json.write(Map.of("image", r.fileName(), "captions", r.captions(), "split", r.split(), "id", r.id())));
            } else {
                for (String c : r.captions()) {
                    lines.add(Json.write(Map.of("file_name", r.fileName(), "caption", c)));
                }
            }
        }
        Path file = tmp.resolve("train.jsonl");
        Files.write(file, lines);
        ImportReport r = importInto(new ImportRequest(ImportFormat.JSONL, file, null, TestData.images(), null, true));
        assertEquals(107, r.samplesImported());
        assertEquals(535, r.captionsImported());
    }

    @Test
    void csvWithQuotingAndSeveralCaptionColumns() throws Exception {
        List<Inputs.Real> reals = Inputs.reals();
        StringBuilder sb = new StringBuilder("id,image,caption_1,caption_2,caption3,caption_4,caption_5,split\r\n");
        for (Inputs.Real r : reals) {
            sb.append(r.id()).append(',').append(r.fileName());
            for (String c : r.captions()) {
                sb.append(',').append(quote(c));
            }
            sb.append(',').append(r.split()).append("\r\n");
        }
        // One caption with a quote, a comma and a line break inside: RFC 4180 quoting.
        sb.append("x1,").append(reals.get(0).fileName()).append(",\"He said \"\"hi\"\", then\nleft\",,,,,val\r\n");
        Path file = tmp.resolve("pairs.csv");
        Files.writeString(file, sb.toString());
        try (Project project = Project.create(tmp.resolve("csv.pairlab"))) {
            ImportReport r = new DatasetImporter().run(project,
                    new ImportRequest(ImportFormat.CSV, file, null, TestData.images(), null, true), new QuietJobContext());
            assertEquals(108, r.samplesImported());
            assertEquals(536, r.captionsImported());
            Sample x1 = project.samples().ofDataset(1).stream().filter(s -> s.externalId().equals("x1")).findFirst().orElseThrow();
            List<Caption> caps = project.samples().captions(x1.id());
            assertEquals("He said \"hi\", then\nleft", caps.get(0).text());
        }
    }

    private static String quote(String s) {
        return "\"" + s.replace("\"", "\"\"") + "\"";
    }

    @Test
    void folderWithTxtBesideEachImageAndSplitFolders() throws Exception {
        List<Inputs.Real> reals = Inputs.reals().subList(0, 6);
        Path root = tmp.resolve("pairs");
        for (int k = 0; k < reals.size(); k++) {
            Inputs.Real r = reals.get(k);
            Path dir = root.resolve(k < 3 ? "train" : "val").resolve(k % 2 == 0 ? "a" : "");
            Inputs.copyImage(r.fileName(), dir);
            String base = r.fileName().substring(0, r.fileName().length() - 4);
            Files.writeString(dir.resolve(base + ".txt"), String.join("\n\n", r.captions()) + "\n");
        }
        Map<String, String> before = TestData.checksums(root);
        try (Project project = Project.create(tmp.resolve("f.pairlab"))) {
            ImportReport r = new DatasetImporter().run(project,
                    new ImportRequest(ImportFormat.FOLDER, null, null, root, null, true), new QuietJobContext());
            assertEquals("pairs", r.datasetName());
            assertEquals(6, r.samplesImported());
            assertEquals(30, r.captionsImported());
            assertEquals(List.of("train", "val"), project.samples().splits());
            assertTrue(project.samples().ofDataset(1).stream().anyMatch(s -> s.path().startsWith("train/a/")));
        }
        assertEquals(before, TestData.checksums(root));
    }
}
