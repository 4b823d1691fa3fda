package org.pairlab.cli;

import java.io.BufferedReader;
import java.io.Console;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.pairlab.lm.llm.ApiKeySource;
import org.pairlab.lm.llm.ChatAnswer;
import org.pairlab.lm.llm.ChatRequest;
import org.pairlab.lm.llm.ConnectionTest;
import org.pairlab.lm.llm.LlmClient;
import org.pairlab.lm.llm.LlmClientOptions;
import org.pairlab.lm.llm.LlmEndpoint;
import org.pairlab.lm.llm.LlmException;
import org.pairlab.lm.llm.UserLlmSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code pairlab llm test|key}: checks an OpenAI-compatible LLM endpoint and keeps its API key in user settings. */
@Command(mixinStandardHelpOptions = true, name = "llm", description = "Work with an OpenAI-compatible LLM endpoint (llama.cpp, Ollama, vLLM).",
        subcommands = {LlmCommand.Test.class, LlmCommand.Key.class})
final class LlmCommand implements Runnable {
    @picocli.CommandLine.Mixin
    CommonOptions common;

    @Override
    public void run() {
        new picocli.CommandLine(this).usage(System.out);
    }

    /** {@code pairlab llm test --llm URL --model NAME [--json]}: lists the models, sends a one-line chat, times both. */
    @Command(mixinStandardHelpOptions = true, name = "test", description = "Test the connection: list the server's models and send a one-line chat.")
    static final class Test implements Callable<Integer> {
        @Option(names = "--llm", required = true, paramLabel = "URL",
                description = "Base URL of the API, e.g. http://127.0.0.1:8080/v1 (llama.cpp) or http://127.0.0.1:11434/v1 (Ollama).")
        String base;

        @Option(names = "--model", required = true, paramLabel = "NAME", description = "The model to ask for.")
        String model;

        @picocli.CommandLine.Mixin
        CommonOptions common;

        @Option(names = "--api-key-env", paramLabel = "VAR", defaultValue = ApiKeySource.DEFAULT_VARIABLE,
                description = "Environment variable holding the API key (default: ${DEFAULT-VALUE}); "
                        + "else the key saved with `pairlab llm key`.")
        String keyVariable;

        @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "60",
                description = "Request timeout in seconds (default: ${DEFAULT-VALUE}).")
        int timeoutSeconds;

        @Option(names = "--prompt", paramLabel = "TEXT", defaultValue = "Describe a photo of a cat on a sofa in one short sentence.",
                description = "The one-line chat to send.")
        String prompt;

        @Override
        public Integer call() {
            if (timeoutSeconds < 1 || timeoutSeconds > 3600) {
                throw new UsageException("--timeout " + timeoutSeconds + " must be from 1 to 3600 seconds");
            }
            LlmEndpoint endpoint = LlmEndpoint.of(base, model, keyVariable);
            LlmClient client = new LlmClient(endpoint,
                    LlmClientOptions.standard().withRequestTimeout(Duration.ofSeconds(timeoutSeconds)));
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("base", endpoint.base().toString());
            out.put("model", endpoint.model());
            ConnectionTest test = client.testConnection();
            if (!test.ok()) {
                return fail(out, test.message());
            }
            out.put("models", test.models());
            out.put("modelListed", test.modelListed());
            out.put("modelsLatencyMs", test.latency().toMillis());
            common.say(test.message());
            test.models().forEach(m -> common.say("  " + m));
            long start = System.nanoTime();
            ChatAnswer answer;
            try {
                answer = client.complete(ChatRequest.of("You are a helpful assistant. Answer briefly.", prompt, 0, 48, 0));
            } catch (LlmException e) {
                return fail(out, e.getMessage());
            }
            long chatMs = Duration.ofNanos(System.nanoTime() - start).toMillis();
            Map<String, Object> chat = new LinkedHashMap<>();
            chat.put("text", answer.text());
            chat.put("finishReason", answer.finishReason());
            chat.put("latencyMs", chatMs);
            chat.put("promptTokens", answer.usage().promptTokens());
            chat.put("completionTokens", answer.usage().completionTokens());
            out.put("ok", true);
            out.put("chat", chat);
            common.result(out);
            {
                common.say("chat with " + endpoint.model() + " in " + chatMs + " ms ("
                        + (answer.finishReason().isEmpty() ? "no finish reason" : answer.finishReason()) + ", "
                        + answer.usage().promptTokens() + " prompt + " + answer.usage().completionTokens()
                        + " completion tokens): " + answer.text().strip().replace('\n', ' '));
            }
            return 0;
        }

        /** The endpoint failed the test: exit 1, with what was learnt so far in the --json error object. */
        private int fail(Map<String, Object> out, String message) {
            out.put("message", message);
            throw new WorkFailedException(message, out);
        }
    }

    /** {@code pairlab llm key [--clear]}: saves the API key (read from the console or stdin) in the user's settings. */
    @Command(mixinStandardHelpOptions = true, name = "key", description = {"Save an LLM API key in your user settings (never in a project file); "
            + "the key is read from the console without echo, or from stdin.",
            "The environment variable " + ApiKeySource.DEFAULT_VARIABLE + " takes precedence when set."})
    static final class Key implements Callable<Integer> {
        @picocli.CommandLine.Mixin
        CommonOptions common;

        @Option(names = "--clear", description = "Forget the saved key.")
        boolean clear;

        @Override
        public Integer call() throws Exception {
            UserLlmSettings settings = UserLlmSettings.standard();
            if (clear) {
                settings.clearApiKey();
                common.result(Map.of("action", "clear", "settings", settings.describe()));
                common.say("forgot the API key saved in " + settings.describe());
                return 0;
            }
            Console console = System.console();
            String key;
            if (console != null) {
                char[] typed = console.readPassword("API key: ");
                key = typed == null ? null : new String(typed);
            } else {
                key = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)).readLine();
            }
            if (key == null || key.isBlank()) {
                throw new UsageException("no API key was given (type it, or pipe it to stdin)");
            }
            settings.saveApiKey(key);
            common.result(Map.of("action", "save", "settings", settings.describe()));
            common.say("saved the API key in " + settings.describe());
            return 0;
        }
    }
}
