import { createApp } from 'vue';
import 'ferrochess/board';
import App from './App.vue';

createApp(App).mount('#app');
