import { mount } from 'svelte';
import 'ferrochess/board';
import App from './App.svelte';

mount(App, { target: document.getElementById('app') });
document.body.dataset.ready = 'true';
