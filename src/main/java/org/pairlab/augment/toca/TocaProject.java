package org.pairlab.augment.toca;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pairlab.project.Json;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.NewCaption;
import org.pairlab.project.NewDataset;
import org.pairlab.project.NewSample;
import org.pairlab.project.Project;
import org.pairlab.project.Recipe;
import org.pairlab.project.Sample;
import org.pairlab.project.Sha256;

/**
 * ToCa in a project: synthesized captions become a text-only dataset of candidates. The new dataset's samples are
 * the corpus captions, each a text-only sample (path "", size 0x0, as text imports are); each synthesized caption is
 * a candidate (method {@value #METHOD}, no image) of the sample whose caption gave its structure template, its
 * template, drawn words and prompt in the recipe's details. The grid shows them as text cards, review accepts or
 * rejects them as any candidate, and {@link TextOnlyExport} writes the accepted ones.
 */
public final class TocaProject {
    /** The candidates' method name. */
    public static final String METHOD = "toca";
    /**
     * Recipe detail: the ids of the corpus samples whose captions a synthesized caption was built from (the phrase
     * stages know them), for review; absent when unknown.
     */
    public static final String BUILT_FROM = "built_from";
    /** The dataset format of a ToCa dataset. */
    public static final String FORMAT = "toca";

    private TocaProject() {
    }

    /** What a project run stored. */
    public record Stored(long datasetId, int samples, int candidates) {
    }

    /**
     * Stores {@code result} of a run over {@code corpus} as dataset {@code name}.
     *
     * @throws IllegalArgumentException when a dataset of that name exists
     */
    public static Stored store(Project project, String name, TocaCorpus corpus, SynthesisResult result,
            TocaSettings settings, String sourceDataset) {
        if (project.datasets().byName(name).isPresent()) {
            throw new IllegalArgumentException("--name: dataset '" + name + "' exists in " + project.file().getFileName()
                    + "; choose another name");
        }
        long datasetId = createDataset(project, name, corpus, result.report(), sourceDataset, null);
        List<NewCandidate> out = candidates(project, datasetId, corpus, result, settings, sourceDataset, null);
        project.candidates().insert(out);
        return new Stored(datasetId, corpus.captions().size(), out.size());
    }

    /**
     * Makes the text-only dataset {@code name}: the corpus captions as samples, the run's report (and the job's
     * {@code runId}, null outside a job, which lets an interrupted job find its own dataset again).
     */
    public static long createDataset(Project project, String name, TocaCorpus corpus, SynthesisReport report,
            String sourceDataset, Long runId) {
        List<NewSample> samples = new ArrayList<>();
        List<String> captions = corpus.captions();
        for (int i = 0; i < captions.size(); i++) {
            String id = "c" + (i + 1);
            samples.add(new NewSample(id, "", 0, 0, Sha256.hex(captions.get(i)), null,
                    List.of(new NewCaption(id, captions.get(i))), List.of()));
        }
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("method", METHOD);
        json.put("source", sourceDataset);
        json.put("kept", report.kept());
        json.put("draws", report.draws());
        json.put("completer", report.completer());
        if (runId != null) {
            json.put("run", runId);
        }
        return project.datasets().insert(new NewDataset(name, project.file().toAbsolutePath().getParent(), FORMAT,
                List.of(), Json.write(json), List.of(), samples));
    }

    /**
     * The run's captions as candidates of dataset {@code datasetId}, in the order made: each of the sample whose
     * caption first had its template, with template, drawn words and prompt in the recipe's details. The same run
     * gives the same recipes, so storing them twice stores nothing new.
     */
    public static List<NewCandidate> candidates(Project project, long datasetId, TocaCorpus corpus,
            SynthesisResult result, TocaSettings settings, String sourceDataset, Long runId) {
        Map<String, Long> sampleIds = new HashMap<>();
        for (Sample s : project.samples().ofDataset(datasetId)) {
            sampleIds.put(s.externalId(), s.id());
        }
        Map<String, Object> params = new LinkedHashMap<>();
        params.put("scenario", settings.scenario().label());
        params.put("tau", Double.isInfinite(settings.tau()) ? "inf" : settings.tau());
        params.put("count", settings.count());
        params.put("completer", result.report().completer());
        params.put("source", sourceDataset == null ? "" : sourceDataset);
        Map<String, Integer> corpusIndex = new HashMap<>();
        for (int i = 0; i < corpus.captions().size(); i++) {
            corpusIndex.putIfAbsent(corpus.captions().get(i), i);
        }
        List<NewCandidate> out = new ArrayList<>();
        for (SynthesizedCaption c : result.captions()) {
            int first = corpus.find(StructureTemplate.parse(c.template())).map(TemplateCount::firstCaption).orElse(0);
            long sampleId = sampleIds.get("c" + (first + 1));
            Map<String, Object> details = new LinkedHashMap<>();
            details.put("template", c.template());
            details.put("words", c.words());
            details.put("prompt", c.masked());
            details.put("completer", c.completer());
            List<Long> builtFrom = c.sources().stream().map(corpusIndex::get).filter(java.util.Objects::nonNull)
                    .map(i -> sampleIds.get("c" + (i + 1))).filter(java.util.Objects::nonNull).distinct().toList();
            if (!builtFrom.isEmpty()) {
                details.put(BUILT_FROM, builtFrom);
            }
            Recipe recipe = new Recipe(METHOD, params, settings.seed() + c.draw(), List.of(sampleId), Map.of(), details);
            out.add(new NewCandidate(sampleId, recipe, List.of(c.caption()), List.of(), 0, 0, null, runId));
        }
        return out;
    }
}
