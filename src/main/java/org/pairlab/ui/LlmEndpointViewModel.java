package org.pairlab.ui;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.pairlab.lm.llm.ApiKey;
import org.pairlab.lm.llm.ConnectionTest;
import org.pairlab.lm.llm.LlmClient;
import org.pairlab.lm.llm.LlmClientOptions;
import org.pairlab.lm.llm.LlmEndpoint;
import org.pairlab.lm.llm.ProjectLlmSettings;
import org.pairlab.lm.llm.UserLlmSettings;

/**
 * The endpoint settings of the Language models view: base URL, model and API key variable (project settings), the
 * API key itself (user settings only), and "Test connection" run off the FX thread.
 */
public final class LlmEndpointViewModel {
    /** How a connection test ended, as the view shows it. */
    public enum TestState { NOT_RUN, RUNNING, OK, FAILED }

    private static final Duration TEST_TIMEOUT = Duration.ofSeconds(15);

    private final ProjectLlmSettings settings;
    private final UserLlmSettings user;
    private final Executor background;
    private final Executor fx;
    private final StringProperty url = new SimpleStringProperty();
    private final StringProperty model = new SimpleStringProperty();
    private final StringProperty keyVariable = new SimpleStringProperty();
    private final StringProperty keyStatus = new SimpleStringProperty("");
    private final StringProperty problem = new SimpleStringProperty("");
    private final ObjectProperty<TestState> testState = new SimpleObjectProperty<>(TestState.NOT_RUN);
    private final StringProperty testMessage = new SimpleStringProperty("");
    private final StringProperty latency = new SimpleStringProperty("");
    private final BooleanProperty dirty = new SimpleBooleanProperty(false);

    /**
     * @param background where the connection test runs (never the FX thread)
     * @param fx         where results are published (Platform::runLater in the app, Runnable::run in tests)
     */
    public LlmEndpointViewModel(ProjectLlmSettings settings, UserLlmSettings user, Executor background, Executor fx) {
        this.settings = settings;
        this.user = user;
        this.background = background;
        this.fx = fx;
        reload();
        url.addListener(o -> changed());
        model.addListener(o -> changed());
        keyVariable.addListener(o -> changed());
    }

    /** Shows the saved settings again. */
    public void reload() {
        ProjectLlmSettings.Fields f = settings.fields();
        url.set(f.url());
        model.set(f.model());
        keyVariable.set(f.keyVariable());
        dirty.set(false);
        changed();
        dirty.set(false);
    }

    private void changed() {
        dirty.set(true);
        try {
            fields().endpoint(fields().keySource(user));
            problem.set("");
        } catch (IllegalArgumentException e) {
            problem.set(e.getMessage());
        }
        updateKeyStatus();
    }

    private ProjectLlmSettings.Fields fields() {
        return new ProjectLlmSettings.Fields(url.get(), model.get(), keyVariable.get());
    }

    /** Saves URL, model and key variable in the project; throws naming the bad field. */
    public void save() {
        settings.save(fields());
        dirty.set(false);
    }

    /** Saves the API key in the user's settings (never the project). */
    public void saveKey(String key) {
        if (key == null || key.isBlank()) {
            throw new IllegalArgumentException("API key is empty");
        }
        user.saveApiKey(key.strip());
        updateKeyStatus();
    }

    /** Forgets the key saved in the user's settings. */
    public void forgetKey() {
        user.clearApiKey();
        updateKeyStatus();
    }

    private void updateKeyStatus() {
        String var = keyVariable.get() == null || keyVariable.get().isBlank() ? "" : keyVariable.get().strip();
        try {
            var key = fields().keySource(user).resolve();
            keyStatus.set(key.map(ApiKey::origin).map(o -> "API key from " + o)
                    .orElse("No API key (local servers need none); set " + var + " or save one here"));
        } catch (IllegalArgumentException e) {
            keyStatus.set(e.getMessage());
        }
    }

    /** Asks the server for its models off the FX thread; the result lands in the test properties. */
    public CompletableFuture<ConnectionTest> testConnection() {
        LlmEndpoint endpoint;
        try {
            endpoint = fields().endpoint(fields().keySource(user));
        } catch (IllegalArgumentException e) {
            testState.set(TestState.FAILED);
            testMessage.set(e.getMessage());
            latency.set("");
            return CompletableFuture.failedFuture(e);
        }
        testState.set(TestState.RUNNING);
        testMessage.set("Asking " + endpoint.resolve("models") + " …");
        latency.set("");
        LlmClient client = new LlmClient(endpoint, LlmClientOptions.standard().withRequestTimeout(TEST_TIMEOUT));
        return CompletableFuture.supplyAsync(client::testConnection, background).whenCompleteAsync((t, e) -> {
            if (e != null) {
                testState.set(TestState.FAILED);
                testMessage.set(Errors.describe(e));
                return;
            }
            testState.set(t.ok() ? TestState.OK : TestState.FAILED);
            testMessage.set(t.message());
            latency.set(t.latency().toMillis() + " ms");
        }, fx);
    }

    public StringProperty urlProperty() {
        return url;
    }

    public StringProperty modelProperty() {
        return model;
    }

    public StringProperty keyVariableProperty() {
        return keyVariable;
    }

    /** Where the API key would come from, never the key. */
    public StringProperty keyStatusProperty() {
        return keyStatus;
    }

    /** Why the fields do not describe an endpoint yet; empty when they do. */
    public StringProperty problemProperty() {
        return problem;
    }

    public ObjectProperty<TestState> testStateProperty() {
        return testState;
    }

    public StringProperty testMessageProperty() {
        return testMessage;
    }

    /** The last test's latency, e.g. "12 ms". */
    public StringProperty latencyProperty() {
        return latency;
    }

    /** True when the fields differ from what is saved. */
    public BooleanProperty dirtyProperty() {
        return dirty;
    }
}
