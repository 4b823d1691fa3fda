package org.pairlab.ui;

import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;
import javafx.stage.Window;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.pairlab.lm.llm.ProjectLlmSettings;
import org.pairlab.lm.llm.UserLlmSettings;

/** Opens the Runs, Experiments and Language models windows of a project session. */
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

    /**
     * The Language models window: registered models, n-gram training and LM runs (followed live until closed), the
     * LLM endpoint with its connection test, and the prompt editor.
     */
    static Stage languageModels(ProjectSession session, Window owner) {
        LanguageModelsViewModel models = new LanguageModelsViewModel(session.project(), session.runner(), Platform::runLater);
        session.runner().addListener(models);
        models.refresh();
        // The connection test waits on the network: its own daemon thread, gone with the window.
        ExecutorService tests = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "pairlab-llm-test");
            t.setDaemon(true);
            return t;
        });
        ProjectLlmSettings llm = new ProjectLlmSettings(session.project().settings());
        LlmEndpointViewModel endpoint = new LlmEndpointViewModel(llm, UserLlmSettings.standard(), tests, Platform::runLater);
        PromptEditorViewModel prompt = new PromptEditorViewModel(llm);
        Stage stage = window("Language models", new Scene(new LanguageModelsView(models, endpoint, prompt), 1100, 700), owner);
        stage.setOnHidden(e -> {
            session.runner().removeListener(models);
            tests.shutdownNow();
        });
        stage.show();
        return stage;
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
