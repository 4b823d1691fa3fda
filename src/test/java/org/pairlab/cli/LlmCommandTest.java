package org.pairlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.ServerSocket;
import org.junit.jupiter.api.Test;
import org.pairlab.testing.OpenAiTestServer;
import org.pairlab.testing.OpenAiTestServer.Reply;

/** {@code pairlab llm test} against a real HTTP server on 127.0.0.1, and with nothing listening. */
class LlmCommandTest {
    @Test
    void listsModelsAndSendsAOneLineChat() throws Exception {
        try (OpenAiTestServer server = new OpenAiTestServer()) {
            CliTest.Result r = CliTest.cli("llm", "test", "--llm", server.base().toString(), "--model", "tiny-llm",
                    "--prompt", "Say hi.");
            assertEquals(0, r.code(), r.err());
            assertTrue(r.out().contains("LLM server at " + server.base() + " answers in "), r.out());
            assertTrue(r.out().contains("  tiny-llm\n  other-llm\n"), r.out());
            assertTrue(r.out().matches("(?s).*chat with tiny-llm in \\d+ ms \\(stop, 11 prompt \\+ 7 completion tokens\\): "
                    + "answer to: Say hi\\. \\(seed 0\\).*"), r.out());
            assertEquals(1, server.chats().size());
            assertEquals("tiny-llm", server.chats().get(0).json().path("model").asText());

            CliTest.Result j = CliTest.cli("llm", "test", "--llm", server.base() + "/", "--model", "tiny-llm", "--json");
            assertEquals(0, j.code(), j.err());
            JsonNode out = new ObjectMapper().readTree(j.out());
            assertTrue(out.path("ok").asBoolean());
            assertEquals(server.base().toString(), out.path("base").asText(), "a trailing slash is dropped");
            assertEquals(2, out.path("models").size());
            assertTrue(out.path("modelListed").asBoolean());
            assertEquals("stop", out.path("chat").path("finishReason").asText());
            assertTrue(out.path("chat").path("latencyMs").isIntegralNumber());
        }
    }

    @Test
    void aMissingModelFailsWithItsName() throws Exception {
        try (OpenAiTestServer server = new OpenAiTestServer()) {
            server.then(Reply.of(200, "{\"object\":\"list\",\"data\":[]}"),
                    Reply.of(404, "{\"error\":{\"message\":\"The model `nope` does not exist.\"}}"));
            CliTest.Result r = CliTest.cli("llm", "test", "--llm", server.base().toString(), "--model", "nope");
            assertEquals(1, r.code());
            assertTrue(r.out().contains("model nope is not among them"), r.out());
            assertTrue(r.err().contains("error: LLM server at " + server.base() + " has no model nope (404)"), r.err());
        }
    }

    @Test
    void nothingListeningExitsNonZeroWithTheClearMessage() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        String url = "http://127.0.0.1:" + port + "/v1";
        CliTest.Result r = CliTest.cli("llm", "test", "--llm", url, "--model", "m");
        assertEquals(1, r.code());
        assertTrue(r.err().startsWith("error: no LLM server at " + url), r.err());
        assertTrue(r.err().contains("`llama-server -m model.gguf --port 8080` or `ollama serve`"), r.err());

        CliTest.Result j = CliTest.cli("llm", "test", "--llm", url, "--model", "m", "--json");
        assertEquals(1, j.code());
        JsonNode out = new ObjectMapper().readTree(j.out());
        assertFalse(out.path("ok").asBoolean());
        assertTrue(out.path("message").asText().startsWith("no LLM server at " + url), j.out());
    }
}
