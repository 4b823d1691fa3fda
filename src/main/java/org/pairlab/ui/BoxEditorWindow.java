package org.pairlab.ui;

import java.awt.image.BufferedImage;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import javafx.embed.swing.SwingFXUtils;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.kordamp.ikonli.javafx.FontIcon;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.SampleImages;
import org.pairlab.project.Box;

/**
 * The box editor window of one original: {@link BoxEditor} with category, relabel, delete, undo, zoom controls, the
 * edit history and "Re-render" for the candidates the edits made stale. Binds only; {@link BoxEditorViewModel} acts.
 */
final class BoxEditorWindow {
    private static final int VIEW_EDGE = 1600;
    private final Stage stage = new Stage();
    private final BoxEditor editor = new BoxEditor();
    private final BoxEditorViewModel vm;

    BoxEditorWindow(Window owner, BoxEditorViewModel vm, Executor background) {
        this.vm = vm;
        stage.initOwner(owner);
        stage.setTitle("Boxes of sample " + vm.sample().id() + " · " + vm.sample().path());
        editor.setId("box-editor");
        editor.setSourceSize(vm.sample().width(), vm.sample().height());
        editor.boxesProperty().bind(javafx.beans.binding.Bindings.createObjectBinding(() -> java.util.List.copyOf(vm.boxes()),
                vm.boxes()));
        editor.selectedProperty().bindBidirectional(vm.selectedProperty());
        editor.setListener(new BoxEditor.Listener() {
            @Override
            public void drawn(double x, double y, double w, double h) {
                vm.add(x, y, w, h);
            }

            @Override
            public void changed(Box box, double x, double y, double w, double h) {
                vm.move(box.id(), x, y, w, h);
            }
        });

        TextField category = new TextField();
        category.setId("box-category");
        category.setPromptText("category for new boxes / relabel");
        category.textProperty().bindBidirectional(vm.newCategoryProperty());
        vm.selectedProperty().addListener((o, a, b) -> {
            if (b != null) {
                category.setText(b.category());
            }
        });
        Button relabel = button("Relabel", "mdi2t-tag-outline", "box-relabel", vm::relabelSelected);
        Button delete = button("Delete", "mdi2d-delete-outline", "box-delete", vm::deleteSelected);
        Button undo = button("Undo", "mdi2u-undo", "box-undo", vm::undo);
        Button fit = button("Fit", "mdi2f-fit-to-page-outline", "box-fit", () -> {
            editor.fit();
            return null;
        });
        Button actual = button("1:1", "mdi2m-magnify", "box-actual", () -> {
            editor.actualSize();
            return null;
        });
        Label waiting = new Label();
        waiting.setId("box-waiting");
        waiting.setWrapText(true);
        waiting.textProperty().bind(vm.waitingProperty().asString("%d candidates wait to be re-rendered"));
        Button rerender = new Button("Re-render", new FontIcon("mdi2r-restore"));
        rerender.setId("box-rerender");
        rerender.disableProperty().bind(vm.waitingProperty().isEqualTo(0));
        rerender.setOnAction(e -> vm.rerender());
        ListView<String> history = new ListView<>(vm.history());
        history.setId("box-history");
        history.setPrefHeight(180);
        Label message = new Label();
        message.setId("box-message");
        message.setWrapText(true);
        message.textProperty().bind(vm.messageProperty());
        Label help = new Label("Drag on the image to draw a box; drag a box to move it, a corner to resize. "
                + "Wheel zooms, right-drag pans. Del deletes, Ctrl+Z undoes. The dataset's files are not changed.");
        help.setWrapText(true);
        help.getStyleClass().add("muted");

        VBox side = new VBox(8, new Label("Category"), category, new HBox(6, relabel, delete, undo), new HBox(6, fit, actual),
                new Label("Edits"), history, waiting, rerender, message, help);
        side.setPadding(new Insets(10));
        side.setPrefWidth(280);
        VBox.setVgrow(history, Priority.ALWAYS);
        BorderPane root = new BorderPane(editor);
        root.setRight(side);
        Scene scene = new Scene(root, 1100, 720);
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN), vm::undo);
        editor.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.DELETE || e.getCode() == KeyCode.BACK_SPACE) {
                vm.deleteSelected();
            }
        });
        editor.setFocusTraversable(true);
        var css = BoxEditorWindow.class.getResource("workbench.css");
        if (css != null) {
            scene.getStylesheets().add(css.toExternalForm());
        }
        stage.setScene(scene);
        vm.load();
        CompletableFuture.supplyAsync(() -> {
            try {
                SampleImages images = new SampleImages(vm.project(), new ImageDecoder());
                int sub = Math.max(1, Math.max(vm.sample().width(), vm.sample().height()) / VIEW_EDGE);
                BufferedImage b = images.decoder().decode(images.path(vm.sample()), sub);
                return SwingFXUtils.toFXImage(b, null);
            } catch (Exception e) {
                throw new java.util.concurrent.CompletionException(e);
            }
        }, background).whenCompleteAsync((img, e) -> {
            if (e != null) {
                vm.messageProperty().set("Cannot read the image: " + Errors.describe(e));
            } else {
                editor.imageProperty().set(img);
            }
        }, javafx.application.Platform::runLater);
    }

    private static Button button(String text, String icon, String id, java.util.function.Supplier<?> action) {
        Button b = new Button(text, new FontIcon(icon));
        b.setId(id);
        b.setOnAction(e -> action.get());
        return b;
    }

    void show() {
        stage.show();
    }

    Stage stage() {
        return stage;
    }

    BoxEditor editor() {
        return editor;
    }
}
