package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.lm.llm.ConnectionTest;
import org.pairlab.lm.llm.ProjectLlmSettings;
import org.pairlab.lm.llm.UserLlmSettings;
import org.pairlab.project.Project;
import org.pairlab.testing.MemoryPreferences;
import org.pairlab.testing.OpenAiTestServer;

/** The endpoint settings view model against a real HTTP server on 127.0.0.1, without a window. */
class LlmEndpointViewModelTest {
    @TempDir
    Path dir;
    private final ExecutorService background = Executors.newSingleThreadExecutor();

    @AfterEach
    void stop() {
        background.shutdownNow();
    }

    @Test
    void savesUrlAndModelInTheProjectAndTestsTheConnectionOffTheCallingThread() throws Exception {
        try (Project p = Project.create(dir.resolve("e.pairlab")); OpenAiTestServer server = new OpenAiTestServer()) {
            UserLlmSettings user = new UserLlmSettings(new MemoryPreferences());
            ProjectLlmSettings settings = new ProjectLlmSettings(p.settings());
            LlmEndpointViewModel vm = new LlmEndpointViewModel(settings, user, background, Runnable::run);
            assertEquals(ProjectLlmSettings.DEFAULT_URL, vm.urlProperty().get());
            assertTrue(vm.problemProperty().get().startsWith("Model is empty"), vm.problemProperty().get());
            assertTrue(vm.keyStatusProperty().get().startsWith("No API key"), vm.keyStatusProperty().get());

            vm.urlProperty().set(server.base().toString());
            vm.modelProperty().set("tiny-llm");
            vm.keyVariableProperty().set("PAIRLAB_TEST_KEY_THAT_IS_NOT_SET");
            assertEquals("", vm.problemProperty().get());
            assertTrue(vm.dirtyProperty().get());
            vm.save();
            assertFalse(vm.dirtyProperty().get());
            assertEquals(server.base().toString(), p.settings().get(ProjectLlmSettings.URL).orElseThrow());
            assertEquals("tiny-llm", p.settings().get(ProjectLlmSettings.MODEL).orElseThrow());
            LlmEndpointViewModel again = new LlmEndpointViewModel(settings, user, background, Runnable::run);
            assertEquals("PAIRLAB_TEST_KEY_THAT_IS_NOT_SET", again.keyVariableProperty().get(), "read back from the project");

            vm.saveKey("sk-secret-123");
            assertTrue(vm.keyStatusProperty().get().startsWith("API key from the user settings"), vm.keyStatusProperty().get());
            assertFalse(vm.keyStatusProperty().get().contains("sk-secret"), "the key is never shown");
            for (String key : p.settings().keys("")) {
                assertFalse(p.settings().get(key).orElse("").contains("sk-secret"), "no key in project setting " + key);
            }

            Thread caller = Thread.currentThread();
            ConnectionTest t = vm.testConnection().get(30, TimeUnit.SECONDS);
            assertTrue(t.ok(), t.message());
            assertEquals(LlmEndpointViewModel.TestState.OK, vm.testStateProperty().get());
            assertTrue(vm.testMessageProperty().get().contains("lists 2 models; model tiny-llm is among them"),
                    vm.testMessageProperty().get());
            assertTrue(vm.latencyProperty().get().matches("\\d+ ms"), vm.latencyProperty().get());
            var request = server.received().get(server.received().size() - 1);
            assertEquals("/v1/models", request.path());
            assertEquals("Bearer sk-secret-123", request.headers().getFirst("Authorization"), "the saved key is sent");
            assertTrue(caller.isAlive());

            vm.forgetKey();
            assertTrue(vm.keyStatusProperty().get().startsWith("No API key"));
        }
    }

    @Test
    void saysClearlyWhenNothingListensOrTheUrlIsNotOne() throws Exception {
        try (Project p = Project.create(dir.resolve("f.pairlab"))) {
            int port;
            try (var s = new java.net.ServerSocket(0)) {
                port = s.getLocalPort();
            }
            LlmEndpointViewModel vm = new LlmEndpointViewModel(new ProjectLlmSettings(p.settings()),
                    new UserLlmSettings(new MemoryPreferences()), background, Runnable::run);
            vm.urlProperty().set("http://127.0.0.1:" + port + "/v1");
            vm.modelProperty().set("tiny-llm");
            ConnectionTest t = vm.testConnection().get(60, TimeUnit.SECONDS);
            assertFalse(t.ok());
            assertEquals(LlmEndpointViewModel.TestState.FAILED, vm.testStateProperty().get());
            assertTrue(vm.testMessageProperty().get().contains("no LLM server at http://127.0.0.1:" + port),
                    vm.testMessageProperty().get());

            vm.urlProperty().set("ftp://127.0.0.1/v1");
            assertTrue(vm.problemProperty().get().startsWith("Base URL"), vm.problemProperty().get());
            assertTrue(vm.testConnection().isCompletedExceptionally());
            assertEquals(LlmEndpointViewModel.TestState.FAILED, vm.testStateProperty().get());
        }
    }
}
