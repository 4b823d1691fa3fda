package org.pairlab.ui;

import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;
import javafx.stage.Window;

/** Opens the Runs and Experiments windows of a project session. */
final class ModelWindows {
    private ModelWindows() {
    }

    /** The Runs window; follows the session's job runner live until closed. */
    static void runs(ProjectSession session, Window owner) {
        TrainingRunsViewModel vm = new TrainingRunsViewModel(session.project(), session.runner(), Platform::runLater);
        session.runner().addListener(vm);
        vm.refresh();
        Stage stage = window("Training runs", new Scene(new TrainingRunsView(vm), 1100, 700), owner);
        stage.setOnHidden(e -> session.runner().removeListener(vm));
        stage.show();
    }

    /** The Experiments window. */
    static void experiments(ProjectSession session, Window owner) {
        ExperimentsViewModel vm = new ExperimentsViewModel(session.project());
        vm.refresh();
        window("Experiments", new Scene(new ExperimentsView(vm), 1200, 800), owner).show();
    }

    private static Stage window(String title, Scene scene, Window owner) {
        Stage stage = new Stage();
        stage.initOwner(owner);
        stage.setTitle(title);
        var css = ModelWindows.class.getResource("workbench.css");
        if (css != null) {
            scene.getStylesheets().add(css.toExternalForm());
        }
        stage.setScene(scene);
        return stage;
    }
}
