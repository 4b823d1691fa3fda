package org.pairlab.ui;

import java.util.Map;
import java.util.function.Consumer;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.image.ImageView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.kordamp.ikonli.javafx.FontIcon;

/** The Help menu: keyboard shortcuts sheet, the local documentation, and the About box with versions. */
final class HelpMenu {
    private final Window owner;
    private final Consumer<String> documents;

    /** {@code documents} opens a URI on the desktop (HostServices.showDocument in the app). */
    HelpMenu(Window owner, Consumer<String> documents) {
        this.owner = owner;
        this.documents = documents;
    }

    Menu menu() {
        MenuItem keys = new MenuItem("Keyboard shortcuts", new FontIcon("mdi2k-keyboard-outline"));
        keys.setId("menu-shortcuts");
        keys.setAccelerator(new KeyCodeCombination(KeyCode.F1));
        keys.setOnAction(e -> showShortcuts());
        MenuItem docs = new MenuItem("Documentation", new FontIcon("mdi2b-book-open-variant"));
        docs.setId("menu-documentation");
        docs.setOnAction(e -> openDocumentation());
        MenuItem about = new MenuItem("About PairLab", new FontIcon("mdi2i-information-outline"));
        about.setId("menu-about");
        about.setOnAction(e -> showAbout());
        Menu help = new Menu("Help", null, keys, docs, about);
        help.setId("menu-help");
        return help;
    }

    /** A window listing every shortcut of the main window (ReviewKeys.SHEET). */
    Stage showShortcuts() {
        GridPane grid = new GridPane();
        grid.setId("shortcuts-sheet");
        grid.setHgap(18);
        grid.setVgap(6);
        grid.setPadding(new Insets(16));
        int row = 0;
        for (ReviewKeys.Shortcut s : ReviewKeys.SHEET) {
            Label k = new Label(s.keys());
            k.getStyleClass().add("shortcut-key");
            k.setMinWidth(Label.USE_PREF_SIZE);
            Label a = new Label(s.action());
            a.setWrapText(true);
            a.setMaxWidth(440);
            grid.addRow(row++, k, a);
        }
        Button close = new Button("Close");
        close.setDefaultButton(true);
        close.setCancelButton(true);
        HBox bar = new HBox(close);
        bar.setPadding(new Insets(0, 16, 12, 16));
        bar.setAlignment(javafx.geometry.Pos.CENTER_RIGHT);
        BorderPane root = new BorderPane(grid, null, null, bar, null);
        Stage sheet = new Stage();
        sheet.initOwner(owner);
        sheet.initModality(Modality.NONE);
        sheet.setTitle("Keyboard shortcuts");
        sheet.getIcons().setAll(AppIcons.images());
        Scene scene = new Scene(root);
        if (owner != null && owner.getScene() != null) {
            scene.getStylesheets().setAll(owner.getScene().getStylesheets());
        }
        sheet.setScene(scene);
        close.setOnAction(e -> sheet.close());
        sheet.show();
        centreOnOwner(sheet);
        return sheet;
    }

    /** Opens the local docs folder (or README) with the desktop's viewer; says where it looked when there is none. */
    void openDocumentation() {
        LocalDocs.find().ifPresentOrElse(p -> documents.accept(p.toUri().toString()),
                () -> Errors.show(owner, "No local documentation found",
                        "PairLab looked for a docs folder or README.md next to its jar and in the working folder. "
                                + "The documentation is in the docs/ folder of the PairLab source."));
    }

    /** The About box: PairLab, Java, JavaFX, DJL and SQLite versions. */
    Alert showAbout() {
        AboutInfo info = AboutInfo.current();
        GridPane rows = new GridPane();
        rows.setId("about-versions");
        rows.setHgap(14);
        rows.setVgap(4);
        int r = 0;
        for (Map.Entry<String, String> e : info.rows().entrySet()) {
            Label k = new Label(e.getKey());
            k.getStyleClass().add("muted");
            rows.addRow(r++, k, new Label(e.getValue()));
        }
        Alert a = new Alert(Alert.AlertType.INFORMATION);
        a.initOwner(owner);
        a.setTitle("About PairLab");
        a.setHeaderText("PairLab " + info.pairLab() + "\nA workbench for curating augmented image-caption datasets");
        var icons = AppIcons.images();
        if (!icons.isEmpty()) {
            a.setGraphic(new ImageView(icons.get(icons.size() - 3)));
        }
        a.getDialogPane().setContent(rows);
        a.getDialogPane().setId("about-dialog");
        a.show();
        return a;
    }

    private void centreOnOwner(Stage s) {
        if (owner != null && owner.getWidth() > 0) {
            s.setX(owner.getX() + (owner.getWidth() - s.getWidth()) / 2);
            s.setY(owner.getY() + (owner.getHeight() - s.getHeight()) / 2);
        }
    }
}
