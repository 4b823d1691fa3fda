package org.pairlab.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.Json;
import org.pairlab.project.Project;

/**
 * Issue 13, item 1: an export never writes over, into or around the project file, a dataset's images folder or its
 * annotation file, and {@code overwrite} only removes what a previous export's manifest lists.
 */
class ExportTargetSafetyTest {
    @TempDir
    Path tmp;
    Path work;
    Path data;
    Path images;
    Path annotations;
    Project project;

    @BeforeEach
    void projectWithAJsonLinesDataset() throws Exception {
        work = Files.createDirectories(tmp.resolve("work"));
        data = Files.createDirectories(tmp.resolve("data"));
        images = data.resolve("images");
        List<Inputs.Real> reals = Inputs.reals().subList(0, 3);
        StringBuilder lines = new StringBuilder();
        for (Inputs.Real r : reals) {
            Inputs.copyImage(r.fileName(), images);
            lines.append(Json.write(Map.of("image", r.fileName(), "captions", r.captions(), "id", r.id()))).append('\n');
        }
        annotations = data.resolve("train.jsonl");
        Files.writeString(annotations, lines);
        project = Project.create(work.resolve("p.pairlab"));
        new DatasetImporter().run(project, new ImportRequest(ImportFormat.JSONL, annotations, null, images, "d", true),
                new QuietJobContext());
    }

    @AfterEach
    void close() {
        project.close();
    }

    private ExportResult export(Path out, boolean overwrite) {
        return new Exporter().run(project, new ExportRequest(ExportFormat.COCO, out,
                EnumSet.of(ExportInclude.ORIGINALS), null, overwrite), new QuietJobContext());
    }

    private void assertRefused(Path out, String because) throws Exception {
        Map<String, String> before = userFiles();
        ExportFailedException e = assertThrows(ExportFailedException.class, () -> export(out, true));
        assertTrue(e.getMessage().contains(because), e.getMessage());
        assertEquals(before, userFiles(), "nothing below " + tmp + " may change");
    }

    /** Checksums of every file but SQLite's own WAL and shared-memory files, which reads may touch. */
    private Map<String, String> userFiles() throws Exception {
        Map<String, String> all = new java.util.TreeMap<>(TestData.checksums(tmp));
        all.keySet().removeIf(k -> k.endsWith("-shm") || k.endsWith("-wal"));
        return all;
    }

    @Test
    void refusesTheProjectFolderAndEveryFolderAboveIt() throws Exception {
        assertRefused(work, "it is the folder holding the project file");
        assertRefused(tmp, "it contains the folder holding the project file");
        assertRefused(work.resolve("p.pairlab"), "it is the project file");
        assertRefused(project.cacheDir().resolve("x"), "lies inside the project's cache folder");
        assertTrue(Files.isRegularFile(work.resolve("p.pairlab")));
    }

    @Test
    void refusesTheImagesFolderTheAnnotationFileAndWhatHoldsThem() throws Exception {
        assertRefused(images, "it is the images folder of dataset 'd'");
        assertRefused(images.resolve("out"), "it lies inside the images folder of dataset 'd'");
        assertRefused(data, "it contains the images folder of dataset 'd'");
        assertRefused(annotations, "it is an annotation source of dataset 'd'");
    }

    @Test
    void refusesASymbolicLinkThatLeadsToTheImagesFolder() throws Exception {
        Path link = Files.createSymbolicLink(tmp.resolve("link"), images);
        assertRefused(link, "it is the images folder of dataset 'd'");
        assertRefused(link.resolve("sub"), "lies inside the images folder");
    }

    @Test
    void overwriteRemovesOnlyWhatThePreviousExportListed() throws Exception {
        Path out = tmp.resolve("export");
        ExportResult first = export(out, false);
        assertEquals(3, first.images());
        // Without --overwrite a previous export is not replaced.
        ExportFailedException notEmpty = assertThrows(ExportFailedException.class, () -> export(out, false));
        assertTrue(notEmpty.getMessage().contains("is not empty"), notEmpty.getMessage());
        // A file the user put there stops the overwrite, named in the message, and survives.
        Path notes = Files.writeString(out.resolve("images").resolve("my-notes.txt"), "keep me");
        ExportFailedException foreign = assertThrows(ExportFailedException.class, () -> export(out, true));
        assertTrue(foreign.getMessage().contains("images/my-notes.txt"), foreign.getMessage());
        assertEquals("keep me", Files.readString(notes));
        Files.delete(notes);
        // Only the previous export's files: the overwrite goes ahead and leaves no side folders behind.
        ExportResult second = export(out, true);
        assertEquals(first.files(), second.files());
        assertEquals(List.of("export"), Files.list(tmp).map(p -> p.getFileName().toString())
                .filter(n -> n.contains("export")).toList());
    }

    @Test
    void overwriteRefusesAFolderWithoutAManifest() throws Exception {
        Path out = Files.createDirectories(tmp.resolve("photos"));
        Files.writeString(out.resolve("holiday.jpg"), "not ours");
        ExportFailedException e = assertThrows(ExportFailedException.class, () -> export(out, true));
        assertTrue(e.getMessage().contains("no manifest.json"), e.getMessage());
        assertEquals("not ours", Files.readString(out.resolve("holiday.jpg")));
        assertFalse(Files.exists(out.resolve("captions.json")));
    }

    @Test
    void anExportBesideTheProjectFileIsAllowed() {
        ExportResult r = export(work.resolve("out"), false);
        assertEquals(3, r.images());
        assertTrue(Files.isRegularFile(work.resolve("out").resolve("manifest.json")));
    }
}
