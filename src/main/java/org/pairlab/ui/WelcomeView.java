package org.pairlab.ui;

import java.nio.file.Path;
import java.util.List;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;

/** The first screen: create or open a project, or pick a recent one. */
final class WelcomeView extends VBox {
    WelcomeView(Workbench w, List<Path> recent, boolean projectOpen) {
        getStyleClass().add("welcome");
        setAlignment(Pos.CENTER);
        setSpacing(18);
        setPadding(new Insets(40));
        FontIcon logo = new FontIcon("mdi2i-image-text");
        logo.getStyleClass().add("welcome-logo");
        Label title = new Label("PairLab");
        title.getStyleClass().add("welcome-title");
        Label tagline = new Label("Curate augmented image–caption datasets: import, generate, review, export.");
        tagline.getStyleClass().add("muted");

        Button create = big("New project…", "mdi2f-file-plus-outline", w::newProject);
        create.setId("welcome-new");
        Button open = big("Open project…", "mdi2f-folder-open-outline", w::openProjectChooser);
        open.setId("welcome-open");
        Button imp = big("Import dataset…", "mdi2d-database-import-outline", w::showImportDialog);
        imp.setId("welcome-import");
        imp.setDisable(!projectOpen);
        Button eval = big("Evaluate captions…", "mdi2c-chart-bar", w::showEvaluateWindow);
        eval.setId("welcome-evaluate");
        HBox buttons = new HBox(12, create, open, imp, eval);
        buttons.setAlignment(Pos.CENTER);

        Label recentLabel = new Label("Recent projects");
        recentLabel.getStyleClass().add("section");
        ListView<Path> list = new ListView<>();
        list.setId("recent-list");
        list.getItems().setAll(recent);
        list.setPlaceholder(new Label("No recent projects yet"));
        list.setMaxWidth(620);
        list.setPrefHeight(200);
        list.setOnMouseClicked(e -> {
            if (e.getClickCount() == 2 && list.getSelectionModel().getSelectedItem() != null) {
                w.openProject(list.getSelectionModel().getSelectedItem());
            }
        });
        list.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER && list.getSelectionModel().getSelectedItem() != null) {
                w.openProject(list.getSelectionModel().getSelectedItem());
            }
        });
        VBox recentBox = new VBox(6, recentLabel, list);
        recentBox.setMaxWidth(620);
        recentBox.setAlignment(Pos.CENTER_LEFT);
        getChildren().addAll(logo, title, tagline, buttons, recentBox);
    }

    private static Button big(String text, String icon, Runnable action) {
        Button b = new Button(text, new FontIcon(icon));
        b.getStyleClass().add("big-button");
        b.setOnAction(e -> action.run());
        return b;
    }
}
