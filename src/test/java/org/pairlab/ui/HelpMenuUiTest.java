package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/** Issue 17.10: Help menu (shortcuts sheet, local documentation, About with versions) and the window icon. */
class HelpMenuUiTest extends WorkbenchFixture {

    @Test
    void shortcutsSheetDocumentationAndAboutBoxAndWindowIcon(FxRobot robot) throws Exception {
        List<String> opened = new CopyOnWriteArrayList<>();
        robot.interact(() -> {
            workbench.setDocumentOpener(opened::add);
            assertTrue(workbench.createProject(dir.resolve("p.pairlab")));
        });
        assertEquals(AppIcons.SIZES.length, stage.getIcons().size(), "every icon size is in resources");
        assertEquals(256.0, stage.getIcons().get(stage.getIcons().size() - 1).getWidth());

        robot.clickOn("Help").clickOn("#menu-shortcuts");
        waitFor(() -> robot.lookup("#shortcuts-sheet").tryQuery().isPresent());
        GridPane sheet = robot.lookup("#shortcuts-sheet").queryAs(GridPane.class);
        assertEquals(ReviewKeys.SHEET.size() * 2, sheet.getChildren().size());
        assertEquals("A", ((Label) sheet.getChildren().get(0)).getText());
        assertTrue(((Label) sheet.getChildren().get(1)).getText().startsWith("Accept"));
        robot.clickOn("Close");

        robot.clickOn("Help").clickOn("#menu-documentation");
        waitFor(() -> !opened.isEmpty());
        // Run from the build, the docs folder beside target/ is found.
        assertEquals(Path.of("docs").toAbsolutePath().toUri().toString(), opened.get(0));

        robot.clickOn("Help").clickOn("#menu-about");
        waitFor(() -> robot.lookup("#about-dialog").tryQuery().isPresent());
        DialogPane about = robot.lookup("#about-dialog").queryAs(DialogPane.class);
        assertTrue(about.getHeaderText().startsWith("PairLab "), about.getHeaderText());
        Map<String, String> rows = AboutInfo.current().rows();
        assertEquals(List.of("PairLab", "Java", "JavaFX", "DJL", "SQLite (sqlite-jdbc)"), List.copyOf(rows.keySet()));
        assertFalse(rows.containsValue("unknown"), rows.toString());
        assertTrue(rows.get("DJL").startsWith("0."), rows.toString());
        assertTrue(rows.get("SQLite (sqlite-jdbc)").startsWith("3."), rows.toString());
        GridPane shown = robot.lookup("#about-versions").queryAs(GridPane.class);
        assertTrue(shown.getChildren().stream().anyMatch(n -> n instanceof Label l && l.getText().equals(rows.get("JavaFX"))));
    }

    @Test
    void localDocsPreferTheDocsFolderNextToTheJarThenAReadme() throws Exception {
        Path app = Files.createDirectories(dir.resolve("app"));
        Path jar = Files.createFile(app.resolve("pairlab.jar"));
        Path work = Files.createDirectories(dir.resolve("work"));
        assertTrue(LocalDocs.find(jar, work).isEmpty());
        Files.writeString(work.resolve("README.md"), "# PairLab");
        assertEquals(work.resolve("README.md"), LocalDocs.find(jar, work).orElseThrow());
        Files.writeString(dir.resolve("README.md"), "# PairLab");
        assertEquals(dir.resolve("README.md"), LocalDocs.find(jar, work).orElseThrow(), "the README one folder above the jar");
        Files.createDirectories(app.resolve("docs"));
        assertEquals(app.resolve("docs"), LocalDocs.find(jar, work).orElseThrow());
    }
}
