package org.pairlab;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Guards the layering: a headless core under two thin faces, the UI and the command line. */
class ArchitectureTest {
    private static JavaClasses classes;

    @BeforeAll
    static void load() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.pairlab");
    }

    @Test
    void coreNeverImportsJavaFx() {
        noClasses().that().resideInAnyPackage("org.pairlab.project..", "org.pairlab.dataset..", "org.pairlab.image..",
                        "org.pairlab.text..", "org.pairlab.augment..", "org.pairlab.ml..", "org.pairlab.metrics..",
                        "org.pairlab.runs..", "org.pairlab.lm..", "org.pairlab.cli..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.controlsfx..", "org.kordamp..")
                .check(classes);
    }

    @Test
    void uiAndCliNeverImportEachOther() {
        noClasses().that().resideInAPackage("org.pairlab.ui..").should().dependOnClassesThat()
                .resideInAPackage("org.pairlab.cli..").allowEmptyShould(true).check(classes);
        noClasses().that().resideInAPackage("org.pairlab.cli..").should().dependOnClassesThat()
                .resideInAPackage("org.pairlab.ui..").check(classes);
    }

    @Test
    void sqlLivesOnlyInTheProjectPackage() {
        // Every table is read and written through a store class in project (issue 18.8): the other packages never
        // see a java.sql type, not even a Connection passed into a lambda.
        noClasses().that().resideOutsideOfPackage("org.pairlab.project..").should().dependOnClassesThat()
                .resideInAnyPackage("java.sql..", "org.sqlite..")
                .because("SQL belongs behind the store classes of org.pairlab.project").check(classes);
    }

    @Test
    void coreDoesNotDependOnTheFaces() {
        noClasses().that().resideInAnyPackage("org.pairlab.project..", "org.pairlab.dataset..", "org.pairlab.image..",
                        "org.pairlab.text..", "org.pairlab.augment..", "org.pairlab.ml..", "org.pairlab.metrics..",
                        "org.pairlab.runs..", "org.pairlab.lm..")
                .should().dependOnClassesThat().resideInAnyPackage("org.pairlab.ui..", "org.pairlab.cli..")
                .check(classes);
    }

    @Test
    void theStoreDependsOnNoOtherPairLabPackage() {
        noClasses().that().resideInAPackage("org.pairlab.project..").should().dependOnClassesThat()
                .resideInAnyPackage("org.pairlab.dataset..", "org.pairlab.augment..", "org.pairlab.runs..",
                        "org.pairlab.image..", "org.pairlab.metrics..", "org.pairlab.ml..")
                .check(classes);
    }

    @Test
    void theLanguageLayerSitsBelowTheMethodsAndTheData() {
        noClasses().that().resideInAPackage("org.pairlab.lm..").should().dependOnClassesThat()
                .resideInAnyPackage("org.pairlab.augment..", "org.pairlab.dataset..")
                .check(classes);
    }

    /**
     * The layers, lowest first. A package may use its own layer and those below it, never one above: the store at
     * the bottom, the faces on top. docs/architecture.md draws this list (ArchitectureDocTest keeps the two equal).
     */
    static final List<List<String>> LAYERS = List.of(
            List.of("project"),
            List.of("image", "runs"),
            List.of("text", "metrics", "dataset"),
            List.of("ml"),
            List.of("lm"),
            List.of("augment"),
            List.of("bench"),
            List.of("ui", "cli"));

    /** What each layer is for, in the words of docs/architecture.md's diagram. */
    static final List<String> LAYER_ROLES = List.of(
            "the SQLite store: the only place with SQL",
            "images and rasters; jobs (background, cancellable, resumable)",
            "caption text tools, caption metrics, import and export",
            "models through DJL: TorchScript, CLIP, captioner training",
            "the language layer: LMs, grammar, completion, style, LLM endpoints",
            "the methods: one Augmenter per method, generation jobs",
            "the benchmarks (src/bench/java), run by pairlab bench",
            "the two faces: JavaFX workbench, picocli commands");

    /** The diagram docs/architecture.md must hold between its layer markers, top layer first. */
    static String layerDiagram() {
        StringBuilder sb = new StringBuilder("```\n");
        for (int i = LAYERS.size() - 1; i >= 0; i--) {
            String names = String.join(", ", LAYERS.get(i));
            sb.append("layer ").append(i).append(" | ").append(names)
                    .append(" ".repeat(Math.max(1, 14 - names.length()))).append(names.length() >= 14 ? "   " : "")
                    .append(LAYER_ROLES.get(i)).append('\n');
        }
        return sb.append("```\n").toString();
    }

    @Test
    void layersOnlyLookDown() {
        for (int i = 0; i < LAYERS.size() - 1; i++) {
            String[] here = packages(LAYERS.get(i));
            String[] above = packages(LAYERS.subList(i + 1, LAYERS.size()).stream().flatMap(List::stream).toList());
            noClasses().that().resideInAnyPackage(here).should().dependOnClassesThat().resideInAnyPackage(above)
                    .because("layer " + LAYERS.get(i) + " sits below " + Arrays.toString(above))
                    .check(classes);
        }
    }

    @Test
    void everyPackageHasALayer() {
        List<String> known = LAYERS.stream().flatMap(List::stream).toList();
        List<String> unplaced = classes.stream().map(c -> c.getPackageName())
                .filter(p -> !p.equals("org.pairlab"))
                .map(p -> p.substring("org.pairlab.".length()).split("\\.")[0])
                .distinct().filter(p -> !known.contains(p)).sorted().toList();
        org.junit.jupiter.api.Assertions.assertEquals(List.of(), unplaced,
                "every top-level package belongs to a layer in ArchitectureTest.LAYERS and docs/architecture.md");
    }

    @Test
    void packagesHaveNoCycles() {
        slices().matching("org.pairlab.(*)..").should().beFreeOfCycles().check(classes);
    }

    @Test
    void checksumsComeFromTheOneHelper() {
        noClasses().that().doNotHaveFullyQualifiedName("org.pairlab.project.Sha256")
                .should().callMethod(java.security.MessageDigest.class, "getInstance", String.class)
                .because("SHA-256 checksums are computed in one place, project.Sha256")
                .check(classes);
    }

    private static String[] packages(List<String> names) {
        return names.stream().map(n -> "org.pairlab." + n + "..").toArray(String[]::new);
    }
}
