package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.stream.Collectors;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;
import org.pairlab.dataset.ImportFormat;
import org.pairlab.project.ItemFilter;
import org.pairlab.testing.SharedData;
import org.testfx.api.FxRobot;

/** The import dialog's Detect button and caption column, driven headless on the real COCO sample files. */
class ImportDialogUiTest extends WorkbenchFixture {
    private static final Path COCO = SharedData.root().resolve("coco-sample");

    @Test
    void detectFindsCocoAndSaysWhy(FxRobot robot) throws Exception {
        robot.interact(() -> workbench.createProject(dir.resolve("p.pairlab")));
        ImportDialog d = fx(() -> workbench.showImportDialog());
        robot.interact(() -> {
            d.format.setValue(ImportFormat.CSV);
            d.annotations.setText(COCO.resolve("captions.json").toString());
        });
        assertFalse(d.textColumn.isDisabled(), "CSV takes a chosen caption column");
        robot.clickOn("#import-detect");
        waitFor(() -> d.detected.getText().startsWith(ImportFormat.COCO.label()));
        assertEquals(ImportFormat.COCO, d.format.getValue());
        assertTrue(d.detected.getText().contains("%): "), d.detected.getText());
        assertTrue(robot.lookup("#import-detected").queryAs(Label.class).isVisible());
        assertTrue(d.textColumn.isDisabled(), "COCO has no caption column to choose");
    }

    @Test
    void detectNamesAMissingFileAndKeepsTheChosenFormat(FxRobot robot) throws Exception {
        robot.interact(() -> workbench.createProject(dir.resolve("p.pairlab")));
        ImportDialog d = fx(() -> workbench.showImportDialog());
        Path missing = dir.resolve("no-such-captions.json");
        robot.interact(() -> {
            d.format.setValue(ImportFormat.KARPATHY);
            d.annotations.setText(missing.toString());
        });
        robot.clickOn("#import-detect");
        waitFor(() -> d.detected.getText().contains("does not exist"));
        assertTrue(d.detected.getText().contains(missing.toString()), d.detected.getText());
        assertEquals(ImportFormat.KARPATHY, d.format.getValue());
    }

    @Test
    void huggingFaceFolderIsDetectedAndImportedFromTheChosenCaptionColumn(FxRobot robot) throws Exception {
        Path hf = Files.createDirectories(dir.resolve("hf"));
        Files.copy(COCO.resolve("images/000000000139.jpg"), hf.resolve("a.jpg"));
        Files.copy(COCO.resolve("images/000000000790.jpg"), hf.resolve("b.jpg"));
        // "text" holds decoys: only the chosen column may be imported.
        Files.writeString(hf.resolve("metadata.jsonl"), """
                {"file_name": "a.jpg", "text": "decoy one", "description": "a living room with a television"}
                {"file_name": "b.jpg", "text": "decoy two", "description": "a bathroom with a white sink"}
                """);
        robot.interact(() -> workbench.createProject(dir.resolve("p.pairlab")));
        ImportDialog d = fx(() -> workbench.showImportDialog());
        robot.interact(() -> d.images.setText(hf.toString()));
        robot.clickOn("#import-detect");
        waitFor(() -> d.format.getValue() == ImportFormat.HF_IMAGEFOLDER);
        assertTrue(d.detected.getText().contains("metadata.jsonl"), d.detected.getText());
        assertFalse(d.textColumn.isDisabled());
        assertNull(fx(d::request).textColumn(), "a blank caption column means the default");
        robot.clickOn("#import-text-column").write("description");
        robot.clickOn("#import-name").write("hf");
        assertEquals("description", fx(d::request).textColumn());
        robot.clickOn("#import-ok");
        waitFor(() -> main().items().size() == 2);
        Set<String> captions = project().samples().find(ItemFilter.originals()).stream()
                .flatMap(r -> project().samples().captions(r.id()).stream())
                .map(c -> c.text()).collect(Collectors.toSet());
        assertEquals(Set.of("a living room with a television", "a bathroom with a white sink"), captions);
    }
}
