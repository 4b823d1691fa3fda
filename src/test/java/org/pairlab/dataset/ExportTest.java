package org.pairlab.dataset;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.augment.AugmentContext;
import org.pairlab.augment.Augmenters;
import org.pairlab.augment.SourceSample;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.SampleImages;
import org.pairlab.project.Box;
import org.pairlab.project.Caption;
import org.pairlab.project.Candidate;
import org.pairlab.project.Decision;
import org.pairlab.project.ItemRef;
import org.pairlab.project.Json;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Project;
import org.pairlab.project.Sample;

class ExportTest {
    private static final EnumSet<ExportInclude> BOTH = EnumSet.of(ExportInclude.ORIGINALS, ExportInclude.ACCEPTED);

    @TempDir
    Path tmp;
    Project project;
    Sample source;
    Candidate flipped;

    @BeforeEach
    void projectWithAnAcceptedFlip() throws Exception {
        project = Project.create(tmp.resolve("p.pairlab"));
        new DatasetImporter().run(project, TestData.coco("coco", true), new QuietJobContext());
        List<Sample> samples = project.samples().ofDataset(1);
        source = samples.stream().filter(s -> s.externalId().equals("139")).findFirst().orElseThrow();
        Sample rejected = samples.stream().filter(s -> s.externalId().equals("802")).findFirst().orElseThrow();
        project.reviews().decide(ItemRef.sample(rejected.id()), Decision.REJECT, null);
        AugmentContext ctx = new AugmentContext(project, new SampleImages(project, new ImageDecoder()));
        List<NewCandidate> proposed = new Augmenters().require("flip").propose(new SourceSample(source,
                project.samples().captions(source.id()), project.samples().boxes(source.id())),
                Map.of("swapLeftRight", true), 42, ctx);
        long id = project.candidates().insert(proposed).get(0);
        project.reviews().decide(ItemRef.candidate(id), Decision.ACCEPT, null);
        flipped = project.candidates().get(id).orElseThrow();
    }

    @org.junit.jupiter.api.AfterEach
    void close() {
        project.close();
    }

    private ExportResult export(ExportFormat f, Path out, boolean overwrite) {
        return new Exporter().run(project, new ExportRequest(f, out, BOTH, null, overwrite), new QuietJobContext());
    }

    @Test
    void cocoExportHasRenderedCandidateWithRecipeAndMirroredBoxes() throws Exception {
        Path out = tmp.resolve("out");
        ExportResult r = export(ExportFormat.COCO, out, false);
        assertEquals(107, r.images()); // 106 originals (one rejected) + 1 accepted candidate
        assertEquals(1, r.candidates());
        assertTrue(r.files().containsAll(List.of("captions.json", "instances.json", "manifest.json")));
        JsonNode caps = Json.MAPPER.readTree(out.resolve("captions.json").toFile());
        JsonNode cand = null;
        for (JsonNode i : caps.get("images")) {
            assertFalse(i.get("id").asText().equals("802"), "rejected originals are not exported");
            if (i.has("pairlab_recipe")) {
                cand = i;
            }
        }
        assertTrue(cand != null);
        JsonNode recipe = cand.get("pairlab_recipe");
        assertEquals("flip", recipe.get("method").asText());
        assertEquals(42, recipe.get("seed").asLong());
        assertEquals(139, recipe.get("source_image_id").asLong());
        assertTrue(recipe.get("params").get("swapLeftRight").asBoolean());
        Path png = out.resolve("images").resolve(cand.get("file_name").asText());
        assertTrue(cand.get("file_name").asText().endsWith(".png"));
        BufferedImage img = new ImageDecoder().decode(png);
        BufferedImage orig = new ImageDecoder().decode(TestData.images().resolve(source.path()));
        assertEquals(orig.getWidth(), img.getWidth());
        assertEquals(orig.getRGB(0, 5), img.getRGB(img.getWidth() - 1, 5));
        // Originals are copied byte for byte.
        assertArrayEquals(Files.readAllBytes(TestData.images().resolve(source.path())),
                Files.readAllBytes(out.resolve("images").resolve(source.path())));
        // The candidate's boxes in instances.json are the mirrored ones.
        JsonNode inst = Json.MAPPER.readTree(out.resolve("instances.json").toFile());
        List<Double> xs = new ArrayList<>();
        for (JsonNode a : inst.get("annotations")) {
            if (a.get("image_id").asLong() == cand.get("id").asLong()) {
                xs.add(a.get("bbox").get(0).asDouble());
            }
        }
        List<Box> originalBoxes = project.samples().boxes(source.id());
        assertEquals(originalBoxes.size(), xs.size());
        for (int k = 0; k < xs.size(); k++) {
            Box b = originalBoxes.get(k);
            assertEquals(source.width() - b.x() - b.w(), xs.get(k), 1e-9);
        }
        JsonNode person = null;
        for (JsonNode c : inst.get("categories")) {
            if (c.get("name").asText().equals("person")) {
                person = c;
            }
        }
        assertEquals(1, person.get("id").asInt(), "categories keep their COCO ids");
        // The manifest lists every other file with its checksum.
        JsonNode manifest = Json.MAPPER.readTree(out.resolve("manifest.json").toFile());
        assertEquals(r.files().size() - 1, manifest.get("files").size());
        for (JsonNode f : manifest.get("files")) {
            Path p = out.resolve(f.get("path").asText());
            assertEquals(ImageCheck.sha256(p), f.get("sha256").asText());
            assertEquals(Files.size(p), f.get("size").asLong());
        }
        assertFalse(Files.exists(tmp.resolve(".out.pairlab-export-partial")));
    }

    @Test
    void recipeSourceImageIdIsTheCocoNumberWhenOnlyCandidatesAreExported() throws Exception {
        Path out = tmp.resolve("accepted-only");
        new Exporter().run(project, new ExportRequest(ExportFormat.COCO, out, EnumSet.of(ExportInclude.ACCEPTED), null,
                false), new QuietJobContext());
        JsonNode img = Json.MAPPER.readTree(out.resolve("captions.json").toFile()).get("images").get(0);
        JsonNode id = img.get("pairlab_recipe").get("source_image_id");
        assertTrue(id.isIntegralNumber(), "COCO tools expect a number, got " + id);
        assertEquals(139, id.asLong());
        assertTrue(img.get("id").isIntegralNumber());
    }

    @Test
    void exportingTwiceGivesIdenticalBytes() throws Exception {
        for (ExportFormat f : ExportFormat.values()) {
            Path a = tmp.resolve("a-" + f);
            Path b = tmp.resolve("b-" + f);
            ExportResult ra = export(f, a, false);
            ExportResult rb = export(f, b, false);
            assertEquals(ra.files(), rb.files());
            for (String file : ra.files()) {
                assertArrayEquals(Files.readAllBytes(a.resolve(file)), Files.readAllBytes(b.resolve(file)), file);
            }
            assertEquals(TestData.checksums(a), TestData.checksums(b));
        }
    }

    @Test
    void refusesANonEmptyFolderUnlessOverwriting() throws Exception {
        Path out = tmp.resolve("busy");
        Files.createDirectories(out);
        Files.writeString(out.resolve("keep.txt"), "mine");
        ExportFailedException e = assertThrows(ExportFailedException.class, () -> export(ExportFormat.JSONL, out, false));
        assertTrue(e.getMessage().contains(out.toString()), e.getMessage());
        assertTrue(Files.exists(out.resolve("keep.txt")));
        // Overwriting only replaces a previous PairLab export: a folder of the user's own files stays as it is.
        assertThrows(ExportFailedException.class, () -> export(ExportFormat.JSONL, out, true));
        assertTrue(Files.exists(out.resolve("keep.txt")));
        Files.delete(out.resolve("keep.txt"));
        export(ExportFormat.JSONL, out, false);
        export(ExportFormat.JSONL, out, true);
        assertTrue(Files.exists(out.resolve("captions.jsonl")));
        // An existing empty folder is fine.
        Path empty = Files.createDirectories(tmp.resolve("empty"));
        export(ExportFormat.JSONL, empty, false);
    }

    @Test
    void cocoExportImportsBackTheSame() throws Exception {
        Path out = tmp.resolve("coco-out");
        export(ExportFormat.COCO, out, false);
        roundTrip(new ImportRequest(ImportFormat.COCO, out.resolve("captions.json"), out.resolve("instances.json"),
                out.resolve("images"), "back", true));
    }

    @Test
    void jsonLinesExportImportsBackTheSame() throws Exception {
        Path out = tmp.resolve("jsonl-out");
        export(ExportFormat.JSONL, out, false);
        roundTrip(new ImportRequest(ImportFormat.JSONL, out.resolve("captions.jsonl"), null, out, "back", true));
    }

    /** What a sample carries, in a comparable form. */
    private record Content(String split, List<String> captions, List<String> boxes) {
    }

    private static Content content(Project p, Sample s) {
        return new Content(s.split(), p.samples().captions(s.id()).stream().map(Caption::text).toList(),
                boxes(p.samples().boxes(s.id())));
    }

    private static List<String> boxes(List<Box> bs) {
        return bs.stream().map(b -> b.category() + " " + b.x() + " " + b.y() + " " + b.w() + " " + b.h() + " " + b.crowd())
                .toList();
    }

    private void roundTrip(ImportRequest request) throws Exception {
        List<Content> expected = new ArrayList<>();
        for (Sample s : project.samples().ofDataset(1)) {
            if (!s.externalId().equals("802")) {
                expected.add(content(project, s));
            }
        }
        expected.add(new Content(source.split(), flipped.captions(), boxes(flipped.boxes())));
        try (Project back = Project.create(tmp.resolve("back" + request.format() + ".pairlab"))) {
            ImportReport r = new DatasetImporter().run(back, request, new QuietJobContext());
            assertEquals(107, r.samplesImported());
            assertEquals(expected.stream().mapToInt(c -> c.captions().size()).sum(), r.captionsImported());
            assertEquals(expected.stream().mapToInt(c -> c.boxes().size()).sum(), r.boxesImported());
            List<Content> actual = new ArrayList<>();
            for (Sample s : back.samples().ofDataset(1)) {
                actual.add(content(back, s));
            }
            assertEquals(expected, actual);
        }
        try (Stream<Path> s = Files.list(tmp)) {
            assertTrue(s.noneMatch(p -> p.getFileName().toString().contains("pairlab-export")));
        }
    }
}
