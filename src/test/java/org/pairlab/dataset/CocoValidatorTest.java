package org.pairlab.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** pycocotools' rules: the real COCO files pass; each broken rule is reported with its file and field. */
class CocoValidatorTest {
    @TempDir
    Path tmp;

    @Test
    void realCocoSampleFilesPass() throws Exception {
        Path d = TestData.cocoSample();
        assertEquals(List.of(), CocoValidator.validate(d.resolve("captions.json"), d.resolve("instances.json")));
    }

    @Test
    void everyBrokenRuleIsNamedWithFileAndField() throws Exception {
        Path caps = write("captions.json", """
                {"images": [{"id": 1, "file_name": "a.jpg", "width": 10, "height": 10},
                            {"id": 1, "file_name": "b.jpg", "width": 10, "height": 10},
                            {"id": "3", "file_name": "c.jpg", "width": -1, "height": 10}],
                 "annotations": [{"id": 1, "image_id": 1, "caption": "a dog"},
                                 {"id": 1, "image_id": 9, "caption": "a cat"},
                                 {"id": 2, "image_id": 1, "caption": ""}]}""");
        Path inst = write("instances.json", """
                {"images": [{"id": 1, "file_name": "a.jpg", "width": 10, "height": 10}],
                 "categories": [{"id": 1, "name": "dog"}, {"id": 1, "name": "cat"}],
                 "annotations": [{"id": 1, "image_id": 1, "category_id": 7, "bbox": [0, 0, 5], "iscrowd": 0, "area": 1},
                                 {"id": 2, "image_id": 1, "category_id": 1, "bbox": [0, 0, -5, 2], "iscrowd": 2, "area": "big"}]}""");
        List<String> p = CocoValidator.validate(caps, inst);
        assertHas(p, "captions.json: images[1].id: 1 is used by another image");
        assertHas(p, "captions.json: images[2].id: \"3\" is not an integer");
        assertHas(p, "captions.json: images[2].width: -1 is not a non-negative integer");
        assertHas(p, "captions.json: annotations[1].id: 1 is used by another annotation");
        assertHas(p, "captions.json: annotations[1].image_id: 9 is not the id of any image");
        assertHas(p, "captions.json: annotations[2].caption: missing, empty or not a string");
        assertHas(p, "instances.json: categories[1].id: 1 is used by another category");
        assertHas(p, "instances.json: annotations[0].category_id: 7 is not the id of any category");
        assertHas(p, "instances.json: annotations[0].bbox: [0,0,5] is not 4 numbers");
        assertHas(p, "instances.json: annotations[1].bbox: width and height must be at least 0");
        assertHas(p, "instances.json: annotations[1].iscrowd: 2 is not 0 or 1");
        assertHas(p, "instances.json: annotations[1].area: \"big\" is not a number");
        assertEquals(12, p.size(), p.toString());
    }

    @Test
    void notJsonAndMissingListsAreReported() throws Exception {
        assertHas(CocoValidator.validate(write("captions.json", "{\"images\": ["), null), "captions.json: not valid JSON");
        assertHas(CocoValidator.validate(write("captions.json", "{\"images\": []}"), null),
                "captions.json: annotations: missing or not a list");
    }

    private Path write(String name, String text) throws Exception {
        return Files.writeString(tmp.resolve(name), text);
    }

    private static void assertHas(List<String> problems, String start) {
        assertTrue(problems.stream().anyMatch(p -> p.startsWith(start)), "no '" + start + "' in " + problems);
    }
}
