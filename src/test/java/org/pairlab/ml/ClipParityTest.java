package org.pairlab.ml;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.image.ImageDecoder;
import org.pairlab.testing.SharedData;

/** The CLIP scorer against PyTorch's own outputs for tiny-clip ({@code models/README.md} in shared data). */
class ClipParityTest {
    private static final Path DIR = SharedData.root().resolve("models/tiny-clip");
    private static JsonNode ref;
    private static ClipModel model;
    private static List<String> texts;
    private static List<BufferedImage> images;

    @BeforeAll
    static void load() throws Exception {
        ref = new ObjectMapper().readTree(DIR.resolve("reference.json").toFile());
        model = ClipModel.load(TorchRuntime.cpu(), DIR);
        texts = new ArrayList<>();
        ref.get("texts").forEach(t -> texts.add(t.asText()));
        images = new ArrayList<>();
        ImageDecoder decoder = new ImageDecoder();
        for (JsonNode f : ref.get("images")) {
            images.add(decoder.decode(SharedData.cocoSample().resolve("images").resolve(f.asText())));
        }
    }

    @AfterAll
    static void close() {
        model.close();
    }

    private static long[][] longs(JsonNode n) {
        long[][] out = new long[n.size()][];
        for (int i = 0; i < n.size(); i++) {
            out[i] = new long[n.get(i).size()];
            for (int j = 0; j < out[i].length; j++) {
                out[i][j] = n.get(i).get(j).asLong();
            }
        }
        return out;
    }

    private static float[][] floats(JsonNode n) {
        float[][] out = new float[n.size()][];
        for (int i = 0; i < n.size(); i++) {
            out[i] = new float[n.get(i).size()];
            for (int j = 0; j < out[i].length; j++) {
                out[i][j] = (float) n.get(i).get(j).asDouble();
            }
        }
        return out;
    }

    private static float[] flatPixels() {
        List<Float> v = new ArrayList<>();
        ref.get("pixel_values").forEach(img -> img.forEach(ch -> ch.forEach(row -> row.forEach(x -> v.add((float) x.asDouble())))));
        float[] out = new float[v.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = v.get(i);
        }
        return out;
    }

    @Test
    void tokenIdsAndMasksMatchTheReferenceExactly() {
        ClipTokenizer.Tokens t = model.tokenizer().encode(texts);
        long[][] ids = longs(ref.get("input_ids"));
        long[][] mask = longs(ref.get("attention_mask"));
        for (int i = 0; i < texts.size(); i++) {
            assertArrayEquals(ids[i], t.inputIds()[i], "input_ids of \"" + texts.get(i) + "\"");
            assertArrayEquals(mask[i], t.attentionMask()[i], "attention_mask of \"" + texts.get(i) + "\"");
        }
        assertEquals(2000, t.inputIds()[0][0]);
    }

    @Test
    void longTextIsCutToTheContextWithEosLast() {
        String longText = String.join(" ", Collections.nCopies(120, "pizza"));
        ClipTokenizer.Tokens t = model.tokenizer().encode(List.of(longText, ""));
        long[] ids = t.inputIds()[0];
        assertEquals(77, ids.length);
        assertEquals(2000, ids[0]);
        assertEquals(2001, ids[76]);
        assertTrue(ids[75] != 2001, "only the last id is replaced by eos");
        assertEquals(77, java.util.Arrays.stream(t.attentionMask()[0]).sum());
        // The empty caption is bos, eos and padding.
        assertEquals(2000, t.inputIds()[1][0]);
        assertEquals(2001, t.inputIds()[1][1]);
        assertEquals(2, java.util.Arrays.stream(t.attentionMask()[1]).sum());
    }

    @Test
    void embeddingsFromReferenceInputsMatchWithin1e5() {
        float[][] img = model.encodePixels(flatPixels(), 4);
        float[][] expectedImg = floats(ref.get("image_embeddings"));
        for (int i = 0; i < 4; i++) {
            assertArrayEquals(expectedImg[i], img[i], 1e-5f, "image embedding " + i);
        }
        float[][] txt = model.encodeTokens(new ClipTokenizer.Tokens(longs(ref.get("input_ids")), longs(ref.get("attention_mask"))));
        float[][] expectedTxt = floats(ref.get("text_embeddings"));
        for (int i = 0; i < 6; i++) {
            assertArrayEquals(expectedTxt[i], txt[i], 1e-5f, "text embedding " + i);
        }
        float[][] sim = floats(ref.get("similarity"));
        for (int i = 0; i < 4; i++) {
            for (int j = 0; j < 6; j++) {
                assertEquals(sim[i][j], ClipModel.cosine(img[i], txt[j]), 1e-5, "similarity[" + i + "][" + j + "]");
            }
        }
        // The texts through the tokenizer give the same embeddings as the reference ids.
        float[][] viaText = model.encodeTexts(texts);
        for (int i = 0; i < 6; i++) {
            assertArrayEquals(expectedTxt[i], viaText[i], 1e-5f, "text embedding of \"" + texts.get(i) + "\"");
        }
    }

    @Test
    void ownPreprocessingOfTheRawJpegsIsCloseToTheReference() {
        float[] expected = flatPixels();
        int per = model.preprocessor().floatsPerImage();
        float[][] embedded = model.encodeImages(images);
        float[][] expectedImg = floats(ref.get("image_embeddings"));
        for (int i = 0; i < images.size(); i++) {
            float[] mine = model.preprocessor().preprocess(images.get(i));
            double sumAbs = 0;
            for (int k = 0; k < per; k++) {
                sumAbs += Math.abs(mine[k] - expected[i * per + k]);
            }
            // Equal to the reference here (same JPEG decode, Pillow's resampling); one grey level is
            // ~0.015 after mean/std, so this allows a decoder that is off by a level on some pixels.
            assertTrue(sumAbs / per < 0.01, "mean |pixel difference| of image " + i + " = " + sumAbs / per);
            float cos = ClipModel.cosine(expectedImg[i], embedded[i]);
            assertTrue(cos > 0.99f, "cosine with the reference embedding of image " + i + " = " + cos);
        }
    }

    @Test
    void scorerGivesTheReferenceSimilaritiesInAnyBatchSize() {
        float[][] sim = floats(ref.get("similarity"));
        List<BufferedImage> pairImages = new ArrayList<>();
        List<String> pairTexts = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            for (int j = 0; j < 6; j++) {
                pairImages.add(images.get(i));
                pairTexts.add(texts.get(j));
            }
        }
        ClipScorer one = new ClipScorer(model, 1);
        ClipScorer many = new ClipScorer(model, 32);
        ClipScorer odd = new ClipScorer(model, 5);
        float[] a = many.score(pairImages, pairTexts);
        assertArrayEquals(a, one.score(pairImages, pairTexts), 1e-5f);
        assertArrayEquals(a, odd.score(pairImages, pairTexts), 1e-5f);
        for (int i = 0; i < 4; i++) {
            for (int j = 0; j < 6; j++) {
                // Own JPEG decode and resize: the embeddings are within cosine 0.99, the scores close.
                assertEquals(sim[i][j], a[i * 6 + j], 0.05, "score of image " + i + " with text " + j);
            }
        }
        assertEquals("clip:tiny-clip-random", many.name());
        assertEquals(3, many.checksums().size());
        assertThrows(IllegalArgumentException.class, () -> many.score(pairImages, List.of("one")));
    }

    @Test
    void wordEmbedderUsesTheTextEncoder() {
        ClipWordEmbedder e = new ClipWordEmbedder(model);
        assertEquals("clip:tiny-clip-random", e.id());
        List<float[]> v = e.embed(List.of("pizza", "dog", "pizza"));
        assertEquals(3, v.size());
        assertEquals(32, v.get(0).length);
        assertEquals(1.0, ClipModel.cosine(v.get(0), v.get(0)), 1e-5);
        assertArrayEquals(v.get(0), v.get(2), 1e-6f);
        assertTrue(ClipModel.cosine(v.get(0), v.get(1)) < 0.9999f, "different words, different vectors");
        assertArrayEquals(model.encodeTexts(List.of("dog"))[0], v.get(1), 1e-6f);
    }

    @Test
    void changedModelFileIsNamedAtLoad(@TempDir Path tmp) throws Exception {
        Path copy = copyModel(tmp);
        byte[] b = Files.readAllBytes(copy.resolve("image_encoder.pt"));
        b[b.length / 2] ^= 1;
        Files.write(copy.resolve("image_encoder.pt"), b);
        ModelException e = assertThrows(ModelException.class, () -> ClipModel.load(TorchRuntime.cpu(), copy));
        assertTrue(e.getMessage().contains("image_encoder.pt") && e.getMessage().contains("SHA-256"), e.getMessage());
    }

    @Test
    void brokenManifestFieldIsNamed(@TempDir Path tmp) throws Exception {
        Path copy = copyModel(tmp);
        String m = Files.readString(copy.resolve("manifest.json")).replace("\"context_length\": 77", "\"context_length\": \"many\"");
        Files.writeString(copy.resolve("manifest.json"), m);
        ModelException e = assertThrows(ModelException.class, () -> ClipModel.load(TorchRuntime.cpu(), copy));
        assertTrue(e.getMessage().contains("context_length") && e.getMessage().contains("manifest.json"), e.getMessage());
    }

    static Path copyModel(Path tmp) throws Exception {
        Path copy = tmp.resolve("tiny-clip");
        Files.createDirectories(copy);
        for (String f : new String[] {"manifest.json", "image_encoder.pt", "text_encoder.pt", "tokenizer.json"}) {
            Files.copy(DIR.resolve(f), copy.resolve(f));
        }
        return copy;
    }
}
