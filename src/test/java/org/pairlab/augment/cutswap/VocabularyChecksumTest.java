package org.pairlab.augment.cutswap;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.pairlab.project.Recipe;

/**
 * The CutSwap vocabulary checksum and recipe map order are the same in every JVM (issue 14 point 7): an index built by
 * {@code cutswap preprocess} must be found current by the next process.
 */
class VocabularyChecksumTest {
    /** Run in a child JVM: prints the built-in vocabulary's checksum and a recipe's key order. */
    public static void main(String[] args) {
        System.out.println(ObjectVocabulary.cocoDefault().checksum());
        System.out.println(recipe().params().keySet() + " " + recipe().details().keySet());
    }

    private static Recipe recipe() {
        Map<String, Object> params = new LinkedHashMap<>();
        Map<String, Object> details = new LinkedHashMap<>();
        for (String k : List.of("n_p", "top_k", "threshold", "feather", "nms_iou", "captions", "min_area", "max_area")) {
            params.put(k, 1);
            details.put("d_" + k, k);
        }
        return new Recipe("cutswap", Map.copyOf(params), 1, List.of(1L), Map.of("b", "2", "a", "1"), Map.copyOf(details));
    }

    @Test
    void checksumAndRecipeOrderAreEqualInAnotherJvm() throws Exception {
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<String> cmd = new ArrayList<>(List.of(new File(System.getProperty("java.home"), "bin/java").getPath(),
                "-cp", cp, VocabularyChecksumTest.class.getName()));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        p.waitFor(60, TimeUnit.SECONDS);
        assertEquals(0, p.exitValue(), out);
        List<String> lines = out.lines().toList();
        assertEquals(ObjectVocabulary.cocoDefault().checksum(), lines.get(lines.size() - 2));
        assertEquals(recipe().params().keySet() + " " + recipe().details().keySet(), lines.get(lines.size() - 1));
    }

    @Test
    void vocabularyAndRecipeIterateInSortedOrder() {
        List<String> words = new ArrayList<>(ObjectVocabulary.cocoDefault().words().keySet());
        List<String> sorted = new ArrayList<>(words);
        sorted.sort(null);
        assertEquals(sorted, words);
        List<String> keys = new ArrayList<>(recipe().params().keySet());
        assertEquals(List.of("captions", "feather", "max_area", "min_area", "n_p", "nms_iou", "threshold", "top_k"), keys);
        assertEquals(List.of("a", "b"), new ArrayList<>(recipe().modelChecksums().keySet()));
    }
}
