package org.pairlab.dataset;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.augment.AugmentContext;
import org.pairlab.augment.Augmenters;
import org.pairlab.augment.SourceSample;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.SampleImages;
import org.pairlab.project.Box;
import org.pairlab.project.Caption;
import org.pairlab.project.Decision;
import org.pairlab.project.ItemRef;
import org.pairlab.project.Json;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Project;
import org.pairlab.project.Sample;

/**
 * Every export layout on the real COCO sample (with splits, boxes and an accepted flip candidate), read back by the
 * importer that auto-detect picks (107 originals + 1 candidate), compared image by image (by the image bytes' SHA-256): captions, boxes, splits.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class FormatRoundTripTest {
    private static final EnumSet<ExportInclude> BOTH = EnumSet.of(ExportInclude.ORIGINALS, ExportInclude.ACCEPTED);

    @TempDir
    static Path tmp;
    Project source;
    /** What the source project exports, keyed by the image's SHA-256. */
    Map<String, Expected> expected;

    record Expected(List<String> captions, List<Box> boxes, String split) {
    }

    @BeforeAll
    void sourceWithSplitsBoxesAndAFlip() throws Exception {
        Path jsonl = cocoSampleAsJsonLinesWithSplits(tmp.resolve("source.jsonl"));
        source = Project.create(tmp.resolve("source.pairlab"));
        new DatasetImporter().run(source, new ImportRequest(ImportFormat.JSONL, jsonl, null, TestData.images(),
                "coco", true), new QuietJobContext());
        Sample s139 = source.samples().ofDataset(1).stream().filter(s -> s.externalId().equals("139")).findFirst()
                .orElseThrow();
        AugmentContext ctx = new AugmentContext(source, new SampleImages(source, new ImageDecoder()));
        List<NewCandidate> flip = new Augmenters().require("flip").propose(new SourceSample(s139,
                source.samples().captions(s139.id()), source.samples().boxes(s139.id())), Map.of("swapLeftRight", true),
                42, ctx);
        long id = source.candidates().insert(flip).get(0);
        source.reviews().decide(ItemRef.candidate(id), Decision.ACCEPT, null);
        expected = new HashMap<>();
        for (Sample s : source.samples().ofDataset(1)) {
            expected.put(s.checksum(), new Expected(source.samples().captions(s.id()).stream().map(Caption::text).sorted()
                    .toList(), source.samples().boxes(s.id()), s.split()));
        }
        var c = source.candidates().get(id).orElseThrow();
        byte[] png = new org.pairlab.augment.CandidateRenderer(new Augmenters(), ctx).renderPng(c);
        expected.put(sha256(png), new Expected(c.captions().stream().sorted().toList(), c.boxes(), s139.split()));
    }

    @AfterAll
    void close() {
        source.close();
    }

    /** The COCO sample as JSON Lines: COCO ids, captions, boxes by category name, and split by position (train/val/test). */
    static Path cocoSampleAsJsonLinesWithSplits(Path out) throws Exception {
        JsonNode caps = Json.MAPPER.readTree(TestData.cocoSample().resolve("captions.json").toFile());
        JsonNode inst = Json.MAPPER.readTree(TestData.cocoSample().resolve("instances.json").toFile());
        Map<Long, String> cats = new HashMap<>();
        inst.get("categories").forEach(c -> cats.put(c.get("id").asLong(), c.get("name").asText()));
        Map<Long, List<String>> captions = new TreeMap<>();
        caps.get("annotations").forEach(a -> captions.computeIfAbsent(a.get("image_id").asLong(), k -> new ArrayList<>())
                .add(a.get("caption").asText()));
        Map<Long, List<Object>> boxes = new HashMap<>();
        inst.get("annotations").forEach(a -> {
            Map<String, Object> b = new TreeMap<>();
            b.put("category", cats.get(a.get("category_id").asLong()));
            b.put("bbox", Json.MAPPER.convertValue(a.get("bbox"), List.class));
            b.put("crowd", a.get("iscrowd").asInt() == 1);
            boxes.computeIfAbsent(a.get("image_id").asLong(), k -> new ArrayList<>()).add(b);
        });
        StringBuilder sb = new StringBuilder();
        int i = 0;
        for (JsonNode img : caps.get("images")) {
            long id = img.get("id").asLong();
            Map<String, Object> m = new TreeMap<>();
            m.put("id", Long.toString(id));
            m.put("image", img.get("file_name").asText());
            m.put("captions", captions.get(id));
            m.put("split", List.of("train", "val", "test").get(i++ % 3));
            m.put("boxes", boxes.getOrDefault(id, List.of()));
            sb.append(Json.write(m)).append('\n');
        }
        return Files.writeString(out, sb.toString(), StandardCharsets.UTF_8);
    }

    private Path export(ExportFormat f, String name, ExportOptions options) {
        Path out = tmp.resolve(name);
        new Exporter().run(source, new ExportRequest(f, out, BOTH, null, false, options), new QuietJobContext());
        return out;
    }

    /** Detects the export's format, imports it into a new project and returns that project's samples. */
    private Project reimport(Path folder, ImportFormat format, String name) {
        Detection d = new Importers().require(folder);
        assertEquals(format, d.format(), d.describe());
        Project p = Project.create(tmp.resolve(name + ".pairlab"));
        ImportReport r = new DatasetImporter().run(p, d.request(name, false, null), new QuietJobContext());
        assertEquals(108, r.samplesImported(), r.problems().toString());
        return p;
    }

    /** Compares every image's captions and splits, and its boxes within {@code tolerance} pixels. */
    private void assertSameAsSource(Project p, boolean splitsKept, double tolerance) {
        assertSameAsSource(p, splitsKept, tolerance, false);
    }

    /** {@code oneLine}: the layout keeps captions one per line, so a line break inside a caption became a space. */
    private void assertSameAsSource(Project p, boolean splitsKept, double tolerance, boolean oneLine) {
        int seen = 0;
        for (Sample s : p.samples().ofDataset(1)) {
            Expected e = expected.get(s.checksum());
            assertNotNull(e, "an image that is not in the source: " + s.path());
            seen++;
            List<String> want = oneLine ? oneLine(e.captions()) : e.captions();
            assertEquals(want, p.samples().captions(s.id()).stream().map(Caption::text).sorted().toList(), s.path());
            if (splitsKept) {
                assertEquals(e.split(), s.split(), s.path());
            }
            if (Double.isNaN(tolerance)) {
                continue; // the layout has no boxes
            }
            List<Box> got = new ArrayList<>(p.samples().boxes(s.id()));
            assertEquals(e.boxes().size(), got.size(), s.path());
            for (Box a : e.boxes()) {
                // The nearest box of the same category: rounding may reorder boxes of one category.
                Box b = got.stream().filter(x -> x.category().equals(a.category()))
                        .min(java.util.Comparator.comparingDouble(x -> Math.abs(x.x() - a.x()) + Math.abs(x.y() - a.y())
                                + Math.abs(x.w() - a.w()) + Math.abs(x.h() - a.h()))).orElseThrow();
                got.remove(b);
                assertEquals(a.x(), b.x(), tolerance, s.path());
                assertEquals(a.y(), b.y(), tolerance, s.path());
                assertEquals(a.w(), b.w(), 2 * tolerance, s.path());
                assertEquals(a.h(), b.h(), 2 * tolerance, s.path());
                if (!oneLine) {
                    assertEquals(a.crowd(), b.crowd(), s.path()); // YOLO, the one-line layout, has no crowd flag
                }
            }
        }
        assertEquals(108, seen);
    }

    @Test
    void hfImageFolderRoundTripWithSplitFoldersAndChosenTextColumn() throws Exception {
        Path out = export(ExportFormat.HF_IMAGEFOLDER, "hf", new ExportOptions(1000, "caption"));
        for (String split : List.of("train", "val", "test")) {
            assertTrue(Files.isRegularFile(out.resolve(split).resolve("metadata.jsonl")), split);
        }
        JsonNode first = Json.MAPPER.readTree(Files.readAllLines(out.resolve("train/metadata.jsonl")).get(0));
        assertTrue(first.get("caption").isArray() && first.has("file_name") && first.get("objects").has("bbox"), first.toString());
        Detection d = new Importers().require(out);
        assertEquals(ImportFormat.HF_IMAGEFOLDER, d.format());
        try (Project p = Project.create(tmp.resolve("hf.pairlab"))) {
            ImportReport r = new DatasetImporter().run(p, d.request("hf", false, "caption"), new QuietJobContext());
            assertEquals(108, r.samplesImported(), r.problems().toString());
            assertSameAsSource(p, true, 1e-9);
        }
    }

    @Test
    void karpathyRoundTripKeepsSplitsAndNumericCocoIds() throws Exception {
        Path out = export(ExportFormat.KARPATHY, "karpathy", ExportOptions.DEFAULT);
        JsonNode root = Json.MAPPER.readTree(out.resolve("dataset.json").toFile());
        JsonNode first = root.get("images").get(0);
        assertTrue(first.get("cocoid").isIntegralNumber() && first.get("sentences").get(0).get("tokens").isArray());
        try (Project p = reimport(out, ImportFormat.KARPATHY, "karpathy")) {
            assertSameAsSource(p, true, Double.NaN);
        }
    }

    @Test
    void yoloRoundTripKeepsBoxesWithinRoundingAndCaptionsBeside() throws Exception {
        Path out = export(ExportFormat.YOLO, "yolo", ExportOptions.DEFAULT);
        String yaml = Files.readString(out.resolve("data.yaml"));
        assertTrue(yaml.contains("train: images/train") && yaml.contains("val: images/val") && yaml.contains("names:"), yaml);
        try (Project p = reimport(out, ImportFormat.YOLO, "yolo")) {
            assertSameAsSource(p, true, 0.01, true);
        }
    }

    @Test
    void vocRoundTripKeepsBoxesWithinAPixel() throws Exception {
        Path out = export(ExportFormat.VOC, "voc", ExportOptions.DEFAULT);
        assertTrue(Files.isRegularFile(out.resolve("ImageSets/Main/val.txt")));
        try (Project p = reimport(out, ImportFormat.VOC, "voc")) {
            assertSameAsSource(p, true, 1.0);
        }
    }

    @Test
    void webDatasetShardsHoldImageTextAndJsonPerSample() throws Exception {
        Path out = export(ExportFormat.WEBDATASET, "wds", new ExportOptions(50, null));
        List<String> shards;
        try (Stream<Path> s = Files.list(out)) {
            shards = s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".tar")).sorted().toList();
        }
        assertEquals(List.of("shard-000000.tar", "shard-000001.tar", "shard-000002.tar"), shards);
        Map<String, Map<String, byte[]>> samples = new TreeMap<>();
        List<Integer> perShard = new ArrayList<>();
        for (String shard : shards) {
            int before = samples.size();
            try (InputStream in = Files.newInputStream(out.resolve(shard));
                 TarArchiveInputStream tar = new TarArchiveInputStream(in)) {
                TarArchiveEntry e;
                while ((e = tar.getNextEntry()) != null) {
                    String n = e.getName();
                    samples.computeIfAbsent(n.substring(0, n.indexOf('.')), k -> new TreeMap<>())
                            .put(n.substring(n.indexOf('.') + 1), tar.readAllBytes());
                    assertEquals(0, e.getModTime().getTime());
                }
            }
            perShard.add(samples.size() - before);
        }
        assertEquals(List.of(50, 50, 8), perShard);
        int checked = 0;
        for (Map<String, byte[]> s : samples.values()) {
            byte[] image = s.containsKey("jpg") ? s.get("jpg") : s.get("png");
            Expected e = expected.get(sha256(image));
            assertNotNull(e, "a shard image that is not in the source");
            assertEquals(oneLine(e.captions()), List.of(new String(s.get("txt"), StandardCharsets.UTF_8).split("\n"))
                    .stream().sorted().toList());
            JsonNode meta = Json.MAPPER.readTree(s.get("json"));
            List<String> exact = new ArrayList<>();
            meta.get("captions").forEach(c -> exact.add(c.asText()));
            assertEquals(e.captions(), exact.stream().sorted().toList(), "the .json keeps captions verbatim");
            assertEquals(e.split(), meta.get("split").asText());
            assertEquals(e.boxes().size(), meta.path("boxes").size());
            checked++;
        }
        assertEquals(108, checked);
        assertArrayEquals(Files.readAllBytes(out.resolve("shard-000000.tar")),
                Files.readAllBytes(export(ExportFormat.WEBDATASET, "wds2", new ExportOptions(50, null))
                        .resolve("shard-000000.tar")), "the same export gives the same shard bytes");
    }

    @Test
    void cocoAndJsonLinesRoundTripExactly() throws Exception {
        try (Project p = reimport(export(ExportFormat.COCO, "coco", ExportOptions.DEFAULT), ImportFormat.COCO, "coco")) {
            assertSameAsSource(p, false, 1e-9);
        }
        Path jsonl = export(ExportFormat.JSONL, "jsonl", ExportOptions.DEFAULT);
        Detection d = new Importers().require(jsonl.resolve("captions.jsonl"));
        assertEquals(ImportFormat.JSONL, d.format());
        try (Project p = Project.create(tmp.resolve("jsonl.pairlab"))) {
            new DatasetImporter().run(p, d.request("jsonl", true, null), new QuietJobContext());
            assertSameAsSource(p, true, 1e-9);
        }
    }

    @Test
    void parquetHasOneRowPerCaption() throws Exception {
        Path out = export(ExportFormat.PARQUET, "parquet", ExportOptions.DEFAULT);
        byte[] b = Files.readAllBytes(out.resolve("captions.parquet"));
        assertEquals("PAR1", new String(b, 0, 4, StandardCharsets.US_ASCII));
        assertEquals("PAR1", new String(b, b.length - 4, 4, StandardCharsets.US_ASCII));
        ParquetTestReader.Table t = ParquetTestReader.read(b);
        int captions = expected.values().stream().mapToInt(e -> e.captions().size()).sum();
        assertEquals(captions, t.rows());
        assertEquals(ParquetExport.COLUMNS.stream().map(ParquetWriter.Column::name).toList(), t.names());
        List<Object> methods = t.column("method");
        assertEquals(captions - 5, methods.stream().filter(m -> m == null).count());
        int row = methods.indexOf("flip");
        assertEquals(139L, t.column("source_image_id").get(row));
        assertTrue(expected.values().stream().anyMatch(e -> e.captions().contains((String) t.column("caption").get(0))));
    }

    @Test
    void exportsRefuseAnExistingTargetAndBadOptions() throws Exception {
        Path out = Files.createDirectories(tmp.resolve("taken"));
        Files.writeString(out.resolve("notes.txt"), "mine");
        for (ExportFormat f : ExportFormat.values()) {
            ExportFailedException e = assertThrows(ExportFailedException.class, () -> new Exporter().run(source,
                    new ExportRequest(f, out, BOTH, null, false), new QuietJobContext()));
            assertTrue(e.getMessage().contains("not empty"), e.getMessage());
        }
        assertEquals("mine", Files.readString(out.resolve("notes.txt")));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new ExportOptions(0, null));
        assertTrue(e.getMessage().contains("--shard-size"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> new ExportOptions(10, "file_name"));
        assertTrue(e.getMessage().contains("--text-column"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> ExportFormat.parse("tfrecord"));
        assertTrue(e.getMessage().contains("webdataset") && e.getMessage().contains("tfrecord"), e.getMessage());
    }

    private static List<String> oneLine(List<String> captions) {
        return captions.stream().map(c -> c.replaceAll("[\\r\\n]+", " ")).sorted().toList();
    }

    static String sha256(byte[] b) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b));
    }
}
