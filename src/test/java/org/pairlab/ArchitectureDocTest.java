package org.pairlab;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** Keeps docs/architecture.md's layer diagram equal to the layers ArchitectureTest enforces. */
class ArchitectureDocTest {
    @Test
    void theDiagramInTheDocsIsTheEnforcedOne() throws Exception {
        String doc = Files.readString(Path.of("docs", "architecture.md"));
        int begin = doc.indexOf("<!-- layers:begin");
        int end = doc.indexOf("<!-- layers:end -->");
        String block = doc.substring(doc.indexOf('\n', begin) + 1, end);
        assertEquals(ArchitectureTest.layerDiagram(), block,
                "docs/architecture.md's layer diagram differs from ArchitectureTest.LAYERS; paste the expected block");
    }
}
