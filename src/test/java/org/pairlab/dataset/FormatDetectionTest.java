package org.pairlab.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Auto-detect: each importer recognises its own layout on real files, says why, and finds the images folder. */
class FormatDetectionTest {
    @TempDir
    Path tmp;

    private final Importers importers = new Importers();

    @Test
    void cocoSampleFolderIsCocoWithInstancesAndImagesFolder() {
        Path d = TestData.cocoSample();
        Detection det = importers.require(d);
        assertEquals(ImportFormat.COCO, det.format());
        assertEquals(d.resolve("captions.json"), det.annotations());
        assertEquals(d.resolve("instances.json"), det.instances());
        assertEquals(d.resolve("images").toAbsolutePath(), det.imagesRoot().toAbsolutePath());
        assertTrue(det.reason().contains("captions.json") && det.reason().contains("instances.json"), det.reason());
        assertEquals(ImportFormat.COCO, importers.require(d.resolve("captions.json")).format());
    }

    @Test
    void realCocoVal2017CaptionsFileIsCoco() {
        Path f = TestData.cocoSample().resolveSibling("coco-captions-val2017").resolve("captions_val2017.json");
        Detection det = importers.require(f);
        assertEquals(ImportFormat.COCO, det.format());
        assertNull(det.instances());
    }

    @Test
    void cocoInstancesAloneIsNotACaptionsDataset() {
        List<Detection> all = importers.detectAll(TestData.cocoSample().resolve("instances.json"));
        assertTrue(all.stream().noneMatch(d -> d.format() == ImportFormat.COCO), all.toString());
    }

    @Test
    void jsonLinesCsvTextKarpathyAndFolder() throws Exception {
        Path jsonl = write("pairs.jsonl", "{\"image\": \"a.jpg\", \"caption\": \"a dog\"}\n");
        assertEquals(ImportFormat.JSONL, importers.require(jsonl).format());
        Path csv = write("pairs.csv", "image,caption\na.jpg,a dog\n");
        assertEquals(ImportFormat.CSV, importers.require(csv).format());
        Path txt = write("humor.txt", "a dog runs like it owes money\n");
        assertEquals(ImportFormat.TEXT, importers.require(txt).format());
        Path karpathy = write("dataset_coco.json", "{\"images\": [{\"filename\": \"a.jpg\", \"split\": \"val\", "
                + "\"sentences\": [{\"raw\": \"a dog\"}]}], \"dataset\": \"coco\"}");
        assertEquals(ImportFormat.KARPATHY, importers.require(karpathy).format());
        Path folder = Files.createDirectories(tmp.resolve("folder"));
        Files.copy(TestData.images().resolve("000000000139.jpg"), folder.resolve("a.jpg"));
        Files.writeString(folder.resolve("a.txt"), "a room\n");
        Detection det = importers.require(folder);
        assertEquals(ImportFormat.FOLDER, det.format());
        assertTrue(det.reason().contains("1 of the 1 images"), det.reason());
    }

    @Test
    void metadataJsonlFolderIsHuggingFaceNotPlainJsonLines() throws Exception {
        Path root = Files.createDirectories(tmp.resolve("hf/train"));
        Files.writeString(root.resolve("metadata.jsonl"), "{\"file_name\": \"a.jpg\", \"text\": \"a dog\"}\n");
        Detection det = importers.require(tmp.resolve("hf"));
        assertEquals(ImportFormat.HF_IMAGEFOLDER, det.format());
        assertTrue(det.reason().contains("train/metadata.jsonl"), det.reason());
        assertEquals(ImportFormat.HF_IMAGEFOLDER, importers.require(root.resolve("metadata.jsonl")).format());
    }

    @Test
    void yoloAndVocFolders() throws Exception {
        Path yolo = tmp.resolve("yolo");
        Files.createDirectories(yolo.resolve("images"));
        Files.createDirectories(yolo.resolve("labels"));
        Files.writeString(yolo.resolve("data.yaml"), "names: [dog, cat]\n");
        assertEquals(ImportFormat.YOLO, importers.require(yolo).format());
        Path voc = Files.createDirectories(tmp.resolve("voc/Annotations"));
        Files.writeString(voc.resolve("a.xml"), "<annotation><filename>a.jpg</filename></annotation>");
        assertEquals(ImportFormat.VOC, importers.require(tmp.resolve("voc")).format());
    }

    @Test
    void unknownFileIsRefusedNamingThePath() throws Exception {
        Path f = write("weights.bin", "\u0000\u0001binary");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> importers.require(f));
        assertTrue(e.getMessage().contains("weights.bin") && e.getMessage().contains("hf-imagefolder"), e.getMessage());
        Path broken = write("broken.json", "{\"images\": [");
        assertTrue(importers.detectAll(broken).isEmpty());
    }

    private Path write(String name, String text) throws Exception {
        return Files.writeString(tmp.resolve(name), text, StandardCharsets.UTF_8);
    }
}
