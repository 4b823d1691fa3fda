package org.pairlab.dataset;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32;
import org.pairlab.project.Json;

/** Builds import inputs in a temp folder from the real COCO sample, and crafts broken files. */
final class Inputs {
    private Inputs() {
    }

    /** One real image with its captions, from captions.json. */
    record Real(String id, String fileName, String split, int width, int height, List<String> captions) {
    }

    static List<Real> reals() throws IOException {
        JsonNode root = Json.MAPPER.readTree(TestData.cocoSample().resolve("captions.json").toFile());
        Map<String, List<String>> caps = new LinkedHashMap<>();
        for (JsonNode a : root.get("annotations")) {
            caps.computeIfAbsent(a.get("image_id").asText(), k -> new ArrayList<>()).add(a.get("caption").asText());
        }
        List<Real> out = new ArrayList<>();
        for (JsonNode i : root.get("images")) {
            String url = i.get("coco_url").asText();
            String split = url.contains("/val2017/") ? "val2017" : "train2017";
            out.add(new Real(i.get("id").asText(), i.get("file_name").asText(), split, i.get("width").asInt(),
                    i.get("height").asInt(), caps.get(i.get("id").asText())));
        }
        return out;
    }

    static ObjectNode cocoImage(long id, String fileName, int w, int h) {
        ObjectNode n = Json.MAPPER.createObjectNode();
        n.put("id", id).put("file_name", fileName).put("width", w).put("height", h);
        return n;
    }

    static ObjectNode caption(long id, long imageId, String text) {
        ObjectNode n = Json.MAPPER.createObjectNode();
        n.put("id", id).put("image_id", imageId).put("caption", text);
        return n;
    }

    static ObjectNode box(long id, long imageId, int category, double x, double y, double w, double h) {
        ObjectNode n = Json.MAPPER.createObjectNode();
        n.put("id", id).put("image_id", imageId).put("category_id", category).put("iscrowd", 0);
        ArrayNode b = n.putArray("bbox");
        b.add(x).add(y).add(w).add(h);
        return n;
    }

    static void writePretty(Path file, JsonNode n) throws IOException {
        Files.writeString(file, Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(n));
    }

    /** A PNG whose header claims the given size; there is no pixel data, so decoding would fail anyway. */
    static byte[] pngHeaderOnly(int w, int h) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'});
        ByteBuffer ihdr = ByteBuffer.allocate(13).putInt(w).putInt(h).put((byte) 8).put((byte) 2).put((byte) 0)
                .put((byte) 0).put((byte) 0);
        chunk(out, "IHDR", ihdr.array());
        chunk(out, "IEND", new byte[0]);
        return out.toByteArray();
    }

    private static void chunk(ByteArrayOutputStream out, String type, byte[] data) throws IOException {
        out.write(ByteBuffer.allocate(4).putInt(data.length).array());
        byte[] t = type.getBytes(StandardCharsets.US_ASCII);
        out.write(t);
        out.write(data);
        CRC32 crc = new CRC32();
        crc.update(t);
        crc.update(data);
        out.write(ByteBuffer.allocate(4).putInt((int) crc.getValue()).array());
    }

    static Path copyImage(String fileName, Path dir) throws IOException {
        Files.createDirectories(dir);
        return Files.copy(TestData.images().resolve(fileName), dir.resolve(fileName));
    }
}
