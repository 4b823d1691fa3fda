package org.pairlab.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.Project;

/** Bad rows in Hugging Face, YOLO and VOC datasets are reported with file, line and field; good rows still import. */
class NewFormatsBadInputTest {
    @TempDir
    Path tmp;
    Project project;

    @BeforeEach
    void open() {
        project = Project.create(tmp.resolve("p.pairlab"));
    }

    @AfterEach
    void close() {
        project.close();
    }

    private void image(Path dir, String name) throws Exception {
        Files.createDirectories(dir);
        Files.copy(TestData.images().resolve("000000000139.jpg"), dir.resolve(name));
    }

    private ImportReport run(ImportFormat f, Path root, String column) {
        return new DatasetImporter().run(project, new ImportRequest(f, null, null, root, f.label(), false, column),
                new QuietJobContext());
    }

    @Test
    void huggingFaceRowsNameFileLineAndColumn() throws Exception {
        Path root = tmp.resolve("hf");
        image(root.resolve("train"), "a.jpg");
        Files.writeString(root.resolve("train/metadata.jsonl"), String.join("\n",
                "{\"file_name\": \"a.jpg\", \"caption\": [\"a room\", \"\"]}",
                "{\"caption\": \"no file\"}",
                "{\"file_name\": \"a.jpg\", \"caption\": \"again\"}",
                "{oops",
                "{\"file_name\": \"b.jpg\", \"caption\": 7, \"objects\": {\"bbox\": [[1, 2, 3, 4]], \"category\": []}}") + "\n");
        ImportReport r = run(ImportFormat.HF_IMAGEFOLDER, root, "caption");
        assertEquals(1, r.samplesImported());
        assertEquals(1, r.captionsImported());
        assertEquals("train", project.samples().ofDataset(1).get(0).split());
        assertProblem(r, "train/metadata.jsonl", 1, "caption[1]", "caption is empty");
        assertProblem(r, "train/metadata.jsonl", 2, "file_name", "no file_name");
        assertProblem(r, "train/metadata.jsonl", 3, "file_name", "listed again (first at line 1)");
        assertProblem(r, "train/metadata.jsonl", 4, "", "malformed JSON");
        assertProblem(r, "train/metadata.jsonl", 5, "caption", "neither a string nor a list");
        assertProblem(r, "train/metadata.jsonl", 5, "objects", "equal length");
        assertProblem(r, "train/metadata.jsonl", 5, "file_name", "image file is missing: train/b.jpg");
    }

    @Test
    void huggingFaceWrongTextColumnSaysWhichColumnsThereAre() throws Exception {
        Path root = tmp.resolve("hf");
        image(root, "a.jpg");
        Files.writeString(root.resolve("metadata.csv"), "file_name,text\na.jpg,a room\n");
        ImportReport r = run(ImportFormat.HF_IMAGEFOLDER, tmp.resolve("hf"), null);
        assertEquals(1, r.captionsImported());
        ImportFailedException e = org.junit.jupiter.api.Assertions.assertThrows(ImportFailedException.class,
                () -> new DatasetImporter().run(project, new ImportRequest(ImportFormat.HF_IMAGEFOLDER, null, null, root,
                        "other", false, "caption"), new QuietJobContext()));
        assertProblem(e.report(), "metadata.csv", 1, "caption", "no caption column 'caption' (columns: file_name, text)");
    }

    @Test
    void yoloLabelLinesNameFileLineAndClass() throws Exception {
        Path root = tmp.resolve("yolo");
        image(root.resolve("images/train"), "a.jpg");
        Files.createDirectories(root.resolve("labels/train"));
        Files.writeString(root.resolve("data.yaml"), "train: images/train\nnames:\n  0: person\n  1: dog\n");
        Files.writeString(root.resolve("labels/train/a.txt"), String.join("\n",
                "0 0.5 0.5 0.25 0.5", "0 0.5 0.5", "9 0.5 0.5 0.1 0.1", "1 1.5 0.5 0.1 0.1", "x 0.5 0.5 0.1 0.1") + "\n");
        ImportReport r = run(ImportFormat.YOLO, root, null);
        assertEquals(1, r.boxesImported());
        var box = project.samples().boxes(project.samples().ofDataset(1).get(0).id()).get(0);
        assertEquals("person", box.category());
        assertEquals(640 * 0.25, box.w(), 1e-9); // normalised width times the image's 640 px
        assertProblem(r, "labels/train/a.txt", 2, "", "expected 'class cx cy w h', got 3 values");
        assertProblem(r, "labels/train/a.txt", 3, "class", "class 9 is not in data.yaml names (2 classes)");
        assertProblem(r, "labels/train/a.txt", 4, "", "normalised to 0..1");
        assertProblem(r, "labels/train/a.txt", 5, "", "not numbers");
    }

    @Test
    void vocFilesNameFileLineAndElement() throws Exception {
        Path root = tmp.resolve("voc");
        image(root.resolve("JPEGImages"), "a.jpg");
        Files.createDirectories(root.resolve("Annotations"));
        Files.writeString(root.resolve("Annotations/a.xml"), """
                <annotation><filename>a.jpg</filename><size><width>640</width><height>426</height></size>
                <caption>a room</caption>
                <object><name>person</name><bndbox><xmin>11</xmin><ymin>21</ymin><xmax>40</xmax><ymax>60</ymax></bndbox></object>
                <object><bndbox><xmin>1</xmin><ymin>1</ymin><xmax>5</xmax><ymax>5</ymax></bndbox></object>
                <object><name>dog</name><bndbox><xmin>abc</xmin><ymin>1</ymin><xmax>5</xmax><ymax>5</ymax></bndbox></object>
                </annotation>""");
        Files.writeString(root.resolve("Annotations/b.xml"), "<annotation>\n<filename>b.jpg</filename>\n<oops>\n");
        Files.writeString(root.resolve("Annotations/c.xml"), "<!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]><annotation>&e;</annotation>");
        ImportReport r = run(ImportFormat.VOC, root, null);
        assertEquals(1, r.samplesImported());
        var box = project.samples().boxes(project.samples().ofDataset(1).get(0).id()).get(0);
        assertEquals(List.of(10.0, 20.0, 30.0, 40.0), List.of(box.x(), box.y(), box.w(), box.h()));
        assertProblem(r, "Annotations/a.xml", 0, "object[1].name", "object has no <name>");
        assertProblem(r, "Annotations/a.xml", 0, "object[2].bndbox.xmin", "'abc' is not a number");
        assertProblem(r, "Annotations/b.xml", -1, "", "malformed XML"); // the parser names the line where it gave up
        assertProblem(r, "Annotations/c.xml", 1, "", "malformed XML"); // DOCTYPE refused: no entity is expanded
    }

    private static void assertProblem(ImportReport r, String file, int line, String field, String text) {
        List<ImportProblem> ps = r.problems();
        assertTrue(ps.stream().anyMatch(p -> p.file().equals(file) && (line < 0 ? p.line() > 0 : p.line() == line)
                && p.field().equals(field)
                && p.message().contains(text)), "no " + file + ":" + line + " " + field + " '" + text + "' in "
                + ps.stream().map(ImportProblem::describe).toList());
    }
}
