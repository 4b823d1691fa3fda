package org.pairlab;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
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
}
